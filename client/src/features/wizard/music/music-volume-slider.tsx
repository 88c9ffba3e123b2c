import { useId } from 'react';
import { LIMITS } from '#common/constants.js';
import { Slider } from '@/components/ui/slider';

/**
 * Music volume, 0 to 100 in steps of 1 (spec §5, §9): the native range input of ui/slider, so
 * keyboard, touch and screen readers work without extra code, with a band tall enough to grab.
 * 0 is silent and 100 as loud as the voice (the mix's rule).
 */
export function MusicVolumeSlider({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (volume: number) => void;
  disabled: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          Music volume
        </label>
        <output
          htmlFor={id}
          className="min-w-12 rounded-md bg-muted px-2 py-0.5 text-right text-sm font-semibold tabular-nums"
        >
          {value}%
        </output>
      </div>
      <Slider
        id={id}
        min={LIMITS.musicVolumeMin}
        max={LIMITS.musicVolumeMax}
        step={1}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {disabled
          ? 'No music is chosen, so there is nothing to adjust.'
          : 'How loud the music is under your voice: 0 is silent, 100 is as loud as the voice.'}
      </p>
    </div>
  );
}
