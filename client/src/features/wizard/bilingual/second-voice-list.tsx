import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import { messages } from '#common/messages.js';
import type { VoicesReply } from '#common/schemas/voices.js';
import { SPANISH_ACCENT_LABEL, SPANISH_VOICES } from '#common/spanish-voices.js';
import { ACCENT_LABELS, studioPreviewUrl, VOICES } from '#common/voices.js';
import { FieldMessage } from '@/components/ui/field-message';
import { VoiceCard } from '../voice/voice-card';
import { useWizardActions, useWizardState } from '../wizard-store';

type ListedVoice = { id: string; name: string; description: string; accentLabel: string };

/**
 * The voices of a bilingual message's other language (record 145): both Spanish voices where this
 * server speaks them (as step 2 lists them for a Spanish message, record 144), or the spec's US
 * English voices, both genders, so the second voice may differ from the first.
 */
export function otherLanguageVoices(language: 'en' | 'es', reply: VoicesReply | undefined): ListedVoice[] {
  if (otherLanguage(language) === 'en')
    return VOICES.filter((v) => v.accent === 'en-US').map((v) => ({ ...v, accentLabel: ACCENT_LABELS[v.accent] }));
  const speakable = new Set(reply?.voices.filter((v) => v.language === 'es').map((v) => v.id));
  return SPANISH_VOICES.filter((v) => !reply || speakable.has(v.id)).map((v) => ({
    ...v,
    accentLabel: SPANISH_ACCENT_LABEL,
  }));
}

/** Step 2's second list, "Spanish voice" (or "English voice"), with each voice's preview. */
export function SecondVoiceList({ reply, studioLive }: { reply: VoicesReply | undefined; studioLive: boolean }) {
  const { formData } = useWizardState();
  const { updateFormData } = useWizardActions();
  const voices = otherLanguageVoices(formData.language, reply);
  const other = otherLanguage(formData.language);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{`${LANGUAGE_NAMES[other]} voice`}</legend>
      <p className="-mt-1 mb-1 text-sm text-muted-foreground">
        {`Says the ${LANGUAGE_NAMES[other]} part of your message.`}
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {voices.map((voice) => (
          <VoiceCard
            key={voice.id}
            group="secondVoiceType"
            voice={voice}
            selected={formData.secondVoiceType === voice.id}
            previewSrc={studioLive ? studioPreviewUrl(formData.voiceProvider, voice.id) : undefined}
            onSelect={() => updateFormData({ secondVoiceType: voice.id })}
          />
        ))}
      </div>
      {reply && voices.length === 0 ? (
        <FieldMessage id="second-voice-missing" error>
          {messages.voice.noSpanishVoice}
        </FieldMessage>
      ) : null}
    </fieldset>
  );
}
