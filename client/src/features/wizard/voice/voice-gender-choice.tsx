import type { VoiceGender } from '#common/voices.js';
import { cn } from '@/lib/utils';

const OPTIONS: { value: VoiceGender; label: string }[] = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

/** The male/female choice (spec §2), as a two-button radio group. */
export function VoiceGenderChoice({
  value,
  onChange,
  name = 'voiceGender',
  legend = 'Voice gender',
}: {
  value: VoiceGender;
  onChange: (gender: VoiceGender) => void;
  /** The radio group's name: a page with two voice choices names each its own. */
  name?: string;
  legend?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="inline-grid w-full grid-cols-2 gap-1 rounded-xl bg-muted p-1 sm:w-72">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            data-checked={value === option.value ? '' : undefined}
            className={cn(
              'cursor-pointer rounded-lg px-4 py-2 text-center text-sm font-semibold text-muted-foreground transition-colors',
              'data-checked:bg-card data-checked:text-foreground data-checked:shadow-sm',
              'has-focus-visible:outline-2 has-focus-visible:outline-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
