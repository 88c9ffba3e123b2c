import { CalendarPlus, Plus, Trash2 } from 'lucide-react';
import type { OpeningHours } from '#common/schemas/phone-links.js';
import type { MenuClosure } from '#common/schemas/phone-menus.js';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { OpeningHoursRow } from '@/features/phone-links/opening-hours-row';
import { withHoursRow } from '@/features/phone-links/schedule-draft';
import { dateIn } from '@/features/phone-links/zoned-time';

/**
 * A menu's business hours and closure days (record 142), edited with the phone links' own rows
 * and read by the same schedule engine: outside the hours the after-hours prompt plays instead of
 * the menu, on a closure day the holiday prompt. No hours at all means always open.
 */
export function MenuHoursFields({
  id,
  hours,
  closures,
  timeZone,
  errors,
  onHours,
  onClosures,
}: {
  id: string;
  hours: OpeningHours[];
  closures: MenuClosure[];
  timeZone: string;
  errors: Record<string, string>;
  onHours: (hours: OpeningHours[]) => void;
  onClosures: (closures: MenuClosure[]) => void;
}) {
  const changeClosure = (index: number, patch: Partial<MenuClosure>) =>
    onClosures(closures.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-semibold">Business hours</legend>
        <p className="text-sm text-muted-foreground">
          {hours.length
            ? 'Outside these hours callers hear the after-hours prompt instead of the menu.'
            : 'No hours: the menu answers at all times, and the after-hours prompt never plays.'}
        </p>
        {hours.map((row, index) => (
          <OpeningHoursRow
            key={index}
            id={`${id}-hours-${index}`}
            hours={row}
            errors={(field) => errors[`hours.${index}.${field}`]}
            onChange={(changed) => onHours(hours.map((h, i) => (i === index ? changed : h)))}
            onRemove={() => onHours(hours.filter((_, i) => i !== index))}
          />
        ))}
        <Button variant="outline" size="sm" className="self-start" onClick={() => onHours(withHoursRow(hours))}>
          <Plus aria-hidden="true" />
          Add opening hours
        </Button>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-base font-semibold">Closure days</legend>
        <p className="text-sm text-muted-foreground">
          Holidays and other whole days closed: callers hear the holiday prompt instead of the menu.
        </p>
        {closures.length ? (
          <ul aria-label="Closure days" className="flex flex-col gap-3">
            {closures.map((closure, index) => (
              <li key={index} className="flex flex-wrap items-start gap-3 rounded-lg border border-border p-3">
                <FormField
                  id={`${id}-closure-${index}-name`}
                  label="Name"
                  optional
                  error={errors[`closures.${index}.name`]}
                  className="min-w-40 flex-1"
                >
                  {(control) => (
                    <Input
                      {...control}
                      value={closure.name ?? ''}
                      maxLength={60}
                      placeholder="Christmas"
                      onChange={(event) => changeClosure(index, { name: event.target.value || undefined })}
                    />
                  )}
                </FormField>
                <FormField
                  id={`${id}-closure-${index}-from`}
                  label="From"
                  error={errors[`closures.${index}.from`]}
                  className="w-40"
                >
                  {(control) => (
                    <Input
                      {...control}
                      type="date"
                      value={closure.from}
                      onChange={(event) => changeClosure(index, { from: event.target.value })}
                    />
                  )}
                </FormField>
                <FormField
                  id={`${id}-closure-${index}-to`}
                  label="To (the whole day)"
                  error={errors[`closures.${index}.to`]}
                  className="w-40"
                >
                  {(control) => (
                    <Input
                      {...control}
                      type="date"
                      value={closure.to}
                      onChange={(event) => changeClosure(index, { to: event.target.value })}
                    />
                  )}
                </FormField>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-muted-foreground sm:mt-7"
                  aria-label={`Remove closure ${index + 1}${closure.name ? `, ${closure.name}` : ''}`}
                  onClick={() => onClosures(closures.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => {
            const today = dateIn(timeZone, new Date());
            onClosures([...closures, { from: today, to: today }]);
          }}
        >
          <CalendarPlus aria-hidden="true" />
          Add closure days
        </Button>
      </fieldset>
    </div>
  );
}
