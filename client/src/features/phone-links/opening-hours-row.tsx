import { Trash2 } from 'lucide-react';
import { WEEKDAYS, type OpeningHours } from '#common/schemas/phone-links.js';
import { Button } from '@/components/ui/button';
import { FieldNotes, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toggleDay } from './schedule-draft';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Shown Monday first, as business hours are written; stored as Date.getDay counts. */
const WEEK_ORDER = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** One row of opening hours: the days it covers and the times the business is open on them. */
export function OpeningHoursRow({
  id,
  hours,
  onChange,
  onRemove,
  errors,
}: {
  id: string;
  hours: OpeningHours;
  onChange: (hours: OpeningHours) => void;
  /** Absent for the only row: a rule needs at least one. */
  onRemove?: () => void;
  errors: (field: 'days' | 'open' | 'close') => string | undefined;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <fieldset className="flex flex-col gap-2" aria-describedby={errors('days') ? `${id}-days-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">Open on</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEK_ORDER.map((day) => (
            <label key={day} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={hours.days.includes(day)}
                onChange={() => onChange(toggleDay(hours, day))}
                className="size-4 accent-[var(--color-primary)]"
                aria-label={DAY_NAMES[day]}
              />
              <span aria-hidden="true">{DAY_NAMES[day]!.slice(0, 3)}</span>
            </label>
          ))}
        </div>
        <FieldNotes id={`${id}-days`} error={errors('days')} />
      </fieldset>
      <div className="flex flex-wrap items-end gap-3">
        <FormField id={`${id}-open`} label="Opens" error={errors('open')} className="w-32">
          {(control) => (
            <Input
              {...control}
              type="time"
              value={hours.open}
              onChange={(event) => onChange({ ...hours, open: event.target.value })}
            />
          )}
        </FormField>
        <FormField id={`${id}-close`} label="Closes" error={errors('close')} className="w-32">
          {(control) => (
            <Input
              {...control}
              type="time"
              value={hours.close}
              onChange={(event) => onChange({ ...hours, close: event.target.value })}
            />
          )}
        </FormField>
        {onRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove} className="text-muted-foreground">
            <Trash2 aria-hidden="true" />
            Remove these hours
          </Button>
        ) : null}
      </div>
    </div>
  );
}
