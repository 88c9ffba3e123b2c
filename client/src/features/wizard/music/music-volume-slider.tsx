import { LIMITS } from '#common/constants.js';
import { LabelledSlider } from '@/components/labelled-slider';

/**
 * Music volume, 0 to 100 in steps of 1 (spec §5, §9), with a band tall enough to grab. 0 is silent
 * and 100 as loud as the voice (the mix's rule).
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
  return (
    <LabelledSlider
      label="Music volume"
      value={value}
      shown={`${value}%`}
      min={LIMITS.musicVolumeMin}
      max={LIMITS.musicVolumeMax}
      disabled={disabled}
      onChange={onChange}
      hint={
        disabled
          ? 'No music is chosen, so there is nothing to adjust.'
          : 'How loud the music is under your voice: 0 is silent, 100 is as loud as the voice.'
      }
    />
  );
}
