import { ArrowDown, ArrowUp, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { messages } from '#common/messages.js';
import type { LibraryItem } from '#common/schemas/library.js';
import type { ScheduleRule } from '#common/schemas/phone-links.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OpeningHoursRow } from './opening-hours-row';
import { PlaysSelect } from './plays-select';
import { withHoursRow, withTarget } from './schedule-draft';

const words = messages.phoneLinkScreens;
const RULE_NAMES = { dates: 'Holiday or dates', closed: 'Outside business hours' } as const;

/**
 * One rule of a link's schedule, numbered in its order (the first that matches plays): its
 * message or programme, its dates or opening hours, and moving or removing it.
 */
export function RuleCard({
  id,
  rule,
  number,
  count,
  items,
  programmes,
  broken,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  id: string;
  rule: ScheduleRule;
  number: number;
  count: number;
  items: LibraryItem[];
  programmes: ProgrammeReply[];
  /** Its message or programme was deleted: the default plays in its place. */
  broken: boolean;
  /** The problem with a field of this rule, by its path under the rule (`to`, `hours.0.days`). */
  errors: (path: string) => string | undefined;
  onChange: (rule: ScheduleRule) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = `Rule ${number}: ${RULE_NAMES[rule.kind]}`;
  return (
    <li aria-label={name} className="flex flex-col gap-4 rounded-xl border border-border bg-background p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{name}</h4>
        <div className="flex gap-1">
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Move rule ${number} up`}
            disabled={number === 1}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Move rule ${number} down`}
            disabled={number === count}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="text-muted-foreground hover:text-destructive"
            aria-label={`Remove rule ${number}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {broken ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <p>{rule.programmeId ? words.brokenProgrammeRule : words.brokenRule}</p>
        </Alert>
      ) : null}
      <PlaysSelect
        id={`${id}-item`}
        label="Plays"
        items={items}
        programmes={programmes}
        value={rule}
        onChange={(target) => onChange(withTarget(rule, target))}
        error={errors('itemId')}
      />
      {rule.kind === 'dates' ? (
        <div className="flex flex-wrap gap-3">
          <FormField id={`${id}-from`} label="From" error={errors('from')} className="w-44">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={rule.from}
                onChange={(event) => onChange({ ...rule, from: event.target.value })}
              />
            )}
          </FormField>
          <FormField id={`${id}-to`} label="To (the whole day)" error={errors('to')} className="w-44">
            {(control) => (
              <Input
                {...control}
                type="date"
                value={rule.to}
                onChange={(event) => onChange({ ...rule, to: event.target.value })}
              />
            )}
          </FormField>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-muted-foreground">Plays whenever the business is not open:</p>
          {rule.hours.map((hours, index) => (
            <OpeningHoursRow
              key={index}
              id={`${id}-hours-${index}`}
              hours={hours}
              errors={(field) => errors(`hours.${index}.${field}`)}
              onChange={(changed) =>
                onChange({ ...rule, hours: rule.hours.map((h, i) => (i === index ? changed : h)) })
              }
              onRemove={
                rule.hours.length > 1
                  ? () => onChange({ ...rule, hours: rule.hours.filter((_, i) => i !== index) })
                  : undefined
              }
            />
          ))}
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            onClick={() => onChange({ ...rule, hours: withHoursRow(rule.hours) })}
          >
            <Plus aria-hidden="true" />
            Add opening hours
          </Button>
        </div>
      )}
    </li>
  );
}
