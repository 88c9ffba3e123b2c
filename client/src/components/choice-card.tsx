import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A card holding one radio of a group (a voice, a music track): the whole card is the label, so
 * it is easy to hit; `details` go under the description, `children` (a Play button, say) after
 * the label, outside it, so pressing them does not also choose the card.
 */
export function ChoiceCard({
  group,
  value,
  label,
  title,
  description,
  details,
  selected,
  onSelect,
  className,
  children,
}: {
  group: string;
  value: string;
  /** The radio's accessible name. */
  label: string;
  title: ReactNode;
  description: string;
  details?: ReactNode;
  selected: boolean;
  onSelect: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const descriptionId = `${group}-${value}-description`;
  return (
    <div
      data-checked={selected ? '' : undefined}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-input bg-card p-4 transition-colors',
        'data-checked:border-primary data-checked:bg-primary-soft data-checked:shadow-[inset_0_0_0_1px_var(--color-primary)]',
        className,
      )}
    >
      <label className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 has-focus-visible:outline-2 has-focus-visible:outline-offset-4 has-focus-visible:outline-ring">
        <input
          type="radio"
          name={group}
          value={value}
          checked={selected}
          onChange={onSelect}
          aria-label={label}
          aria-describedby={descriptionId}
          className="mt-0.5 size-4 shrink-0 appearance-none rounded-full border border-slate-400 bg-card outline-none checked:border-[5px] checked:border-primary"
        />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="text-sm font-semibold">{title}</span>
          <span id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </span>
          {details}
        </span>
      </label>
      {children}
    </div>
  );
}
