import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/utils';

interface RadioCardOption {
  value: string;
  label: string;
  hint: string;
}

/**
 * A fieldset of native radio buttons drawn as cards. Each radio's accessible name is just the
 * option's label (aria-labelledby), and the hint is its description, so "Short" stays "Short".
 */
export function RadioCardGroup({
  legend,
  name,
  options,
  registration,
  columns = 3,
  compact = false,
}: {
  legend: string;
  name: string;
  options: readonly RadioCardOption[];
  registration: UseFormRegisterReturn;
  columns?: 2 | 3;
  compact?: boolean;
}) {
  // Checked styling comes from the form value rather than CSS :has(:checked), which Chromium does
  // not always repaint when the arrow keys move the selection.
  const selected: unknown = useWatch({ name: registration.name });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-3', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2', compact && 'grid-cols-3')}>
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              data-checked={selected === option.value ? '' : undefined}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border border-input bg-card transition-colors hover:border-indigo-300',
                'data-checked:border-primary data-checked:bg-primary-soft data-checked:shadow-[inset_0_0_0_1px_var(--color-primary)]',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                compact ? 'flex-col gap-2 p-3 sm:flex-row sm:gap-3' : 'p-4',
              )}
            >
              <input
                id={id}
                type="radio"
                value={option.value}
                aria-labelledby={`${id}-label`}
                aria-describedby={`${id}-hint`}
                className="mt-0.5 size-4 shrink-0 appearance-none rounded-full border border-slate-400 bg-card outline-none checked:border-[5px] checked:border-primary"
                {...registration}
              />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span id={`${id}-label`} className="text-sm font-semibold">
                  {option.label}
                </span>
                <span id={`${id}-hint`} className="text-xs text-muted-foreground">
                  {option.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
