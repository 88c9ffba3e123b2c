import { useId, type ReactNode } from 'react';
import { Slider } from '@/components/ui/slider';

/**
 * A slider with its name, its value as read (`15%`, `12 s`) and a hint under it: the native range
 * input of ui/slider, so keyboard, touch and screen readers work without extra code.
 */
export function LabelledSlider({
  label,
  value,
  shown,
  min,
  max,
  hint,
  disabled = false,
  onChange,
}: {
  label: string;
  value: number;
  /** The value as the user reads it. */
  shown: string;
  min: number;
  max: number;
  hint: ReactNode;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <output
          htmlFor={id}
          className="min-w-12 rounded-md bg-muted px-2 py-0.5 text-right text-sm font-semibold tabular-nums"
        >
          {shown}
        </output>
      </div>
      <Slider
        id={id}
        min={min}
        max={max}
        step={1}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}
