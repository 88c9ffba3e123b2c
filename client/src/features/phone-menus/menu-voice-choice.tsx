import { messages } from '#common/messages.js';
import type { MessageLanguage } from '#common/message-language.js';
import { SPANISH_ACCENT_LABEL, SPANISH_VOICES, voiceForLanguage } from '#common/spanish-voices.js';
import { ACCENT_LABELS, VOICES, type VoiceGender } from '#common/voices.js';
import { FieldMessage } from '@/components/ui/field-message';
import { VoiceCard } from '@/features/wizard/voice/voice-card';
import { VoiceGenderChoice } from '@/features/wizard/voice/voice-gender-choice';
import { useVoices } from '@/features/wizard/voice/use-voices';
import { genderOf } from './menu-language';

/**
 * A voice that speaks the prompts of one language (records 142, 146): step 2's gender choice and
 * voice cards, each with its Play preview. English offers every accent of the catalogue; Spanish
 * the Spanish voices this server can speak, as step 2 does for a Spanish message (record 144).
 * `name` keeps the radios of a two-language menu's two choices apart.
 */
export function MenuVoiceChoice({
  value,
  onChange,
  language = 'en',
  name = 'menu-voice',
  legend = 'Voice of every prompt',
  genderLegend = 'Voice gender',
}: {
  value: string;
  onChange: (voiceId: string) => void;
  language?: MessageLanguage;
  name?: string;
  legend?: string;
  genderLegend?: string;
}) {
  const { data } = useVoices();
  const gender: VoiceGender = genderOf(value);
  const speakable = new Set(data?.voices.filter((v) => v.language === 'es').map((v) => v.id));
  const voices =
    language === 'es'
      ? SPANISH_VOICES.filter((v) => v.gender === gender && (!data || speakable.has(v.id))).map((v) => ({
          ...v,
          accentLabel: SPANISH_ACCENT_LABEL,
        }))
      : VOICES.filter((v) => v.gender === gender).map((v) => ({ ...v, accentLabel: ACCENT_LABELS[v.accent] }));
  return (
    <div className="flex flex-col gap-4">
      <VoiceGenderChoice
        name={`${name}-gender`}
        legend={genderLegend}
        value={gender}
        onChange={(next) => onChange(voiceForLanguage(language, next, 'en-US'))}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{legend}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {voices.map((voice) => (
            <VoiceCard
              key={voice.id}
              group={name}
              voice={voice}
              selected={voice.id === value}
              onSelect={() => onChange(voice.id)}
            />
          ))}
        </div>
        {language === 'es' && data && voices.length === 0 ? (
          <FieldMessage id={`${name}-spanish-missing`} error>
            {messages.voice.noSpanishVoice}
          </FieldMessage>
        ) : null}
      </fieldset>
    </div>
  );
}
