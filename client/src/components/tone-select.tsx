import type { Ref } from 'react';
import { TONES, type Tone } from '#common/constants.js';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/**
 * The five tones as one select: step 1's message tone and a phone menu's prompts' tone. `name`,
 * `triggerRef` and `onBlur` let a react-hook-form field focus and touch it.
 */
export function ToneSelect({
  control,
  value,
  onChange,
  name,
  triggerRef,
  onBlur,
}: {
  control: FieldControlProps;
  value: Tone;
  onChange: (tone: Tone) => void;
  name?: string;
  triggerRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
}) {
  return (
    <Select value={value} onValueChange={(tone) => onChange(tone as Tone)} name={name}>
      <SelectTrigger {...control} ref={triggerRef} onBlur={onBlur}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {TONES.map((tone) => (
          <SelectItem key={tone.value} value={tone.value}>
            {tone.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
