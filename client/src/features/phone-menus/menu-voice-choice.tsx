import { ACCENT_LABELS, VOICES, findVoice, type VoiceGender } from '#common/voices.js';
import { VoiceCard } from '@/features/wizard/voice/voice-card';
import { VoiceGenderChoice } from '@/features/wizard/voice/voice-gender-choice';

/**
 * The one voice that speaks every prompt (record 142): step 2's gender choice and voice cards,
 * every accent of the catalogue offered, each with its Play preview.
 */
export function MenuVoiceChoice({ value, onChange }: { value: string; onChange: (voiceId: string) => void }) {
  const gender: VoiceGender = findVoice(value)?.gender ?? 'female';
  const voices = VOICES.filter((voice) => voice.gender === gender);
  return (
    <div className="flex flex-col gap-4">
      <VoiceGenderChoice
        value={gender}
        onChange={(next) => onChange(VOICES.find((voice) => voice.gender === next)?.id ?? value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Voice of every prompt</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {voices.map((voice) => (
            <VoiceCard
              key={voice.id}
              voice={{ ...voice, accentLabel: ACCENT_LABELS[voice.accent] }}
              selected={voice.id === value}
              onSelect={() => onChange(voice.id)}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
