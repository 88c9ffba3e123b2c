import { useEffect, useState } from 'react';
import { messages } from '#common/messages.js';
import { offeredSpanishVoices, SPANISH_ACCENT_LABEL, voiceForLanguage } from '#common/spanish-voices.js';
import { ACCENT_LABELS, offeredVoices, studioPreviewUrl, type VoiceGender } from '#common/voices.js';
import type { VoiceProvider } from '#common/constants.js';
import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import { FieldMessage } from '@/components/ui/field-message';
import { otherLanguageVoices, SecondVoiceList } from './bilingual/second-voice-list';
import { StepCard } from './step-card';
import { VoiceCard } from './voice/voice-card';
import { VoiceCloneUpload } from './voice/voice-clone-upload';
import { VoiceGenderChoice } from './voice/voice-gender-choice';
import { providerChoice } from './voice/provider-choice';
import { VoiceProviderCards } from './voice/voice-provider-cards';
import { useVoices } from './voice/use-voices';
import { WizardNavigation } from './wizard-navigation';
import { useWizardActions, useWizardState } from './wizard-store';

/** Step 2, Voice Selection (spec §2, §3, §4, §5; record 053). Previous and Next, as the spec names them. */
export function StepVoice() {
  const { formData } = useWizardState();
  const { updateFormData, chooseOwnVoice, nextStep, previousStep } = useWizardActions();
  const { data } = useVoices();
  const [showError, setShowError] = useState(false);
  const spanish = formData.language === 'es';
  // A Spanish message is offered the Spanish voices only, and only those this server can speak
  // (GET /api/voices lists them by language, record 144); an English one the spec's US voices.
  const speakable = new Set(data?.voices.filter((v) => v.language === 'es').map((v) => v.id));
  const voices = spanish
    ? offeredSpanishVoices(formData.voiceGender)
        .filter((v) => !data || speakable.has(v.id))
        .map((v) => ({ ...v, accentLabel: SPANISH_ACCENT_LABEL }))
    : offeredVoices(formData.voiceGender).map((v) => ({ ...v, accentLabel: ACCENT_LABELS[v.accent] }));
  const usingOwnVoice = formData.elevenlabsVoiceId !== '';
  // Murf without its key, or a studio this server lacks, stands for the offline voice (issue 47): the
  // spec's default, Murf, is the Offline voice card on a server without a Murf key, and is kept so.
  const provider = providerChoice(formData.voiceProvider, data?.providers);
  useEffect(() => {
    if (provider !== formData.voiceProvider) updateFormData({ voiceProvider: provider });
  }, [provider, formData.voiceProvider, updateFormData]);
  // With the chosen studio live, Play plays that studio's voice (record 053), not the offline one.
  const studioLive = data?.providers.some((p) => p.id === provider && p.mode === 'live') ?? false;

  function changeGender(gender: VoiceGender) {
    // Spec §4: the first voice of that gender for the current accent, else the default; a Spanish
    // message takes the Spanish voice of that gender.
    // A bilingual message's other voice follows: the same gender in the other language (record 145).
    updateFormData({
      voiceGender: gender,
      voiceType: voiceForLanguage(formData.language, gender, formData.voiceAccent),
      elevenlabsVoiceId: '',
      ...(formData.bilingual && {
        secondVoiceType: voiceForLanguage(otherLanguage(formData.language), gender, formData.voiceAccent),
      }),
    });
  }

  function next() {
    const secondMissing =
      formData.bilingual && (!formData.secondVoiceType || otherLanguageVoices(formData.language, data).length === 0);
    if (formData.voiceType.trim().length < 1 || secondMissing) {
      setShowError(true);
      return;
    }
    nextStep();
  }

  return (
    <StepCard
      step={2}
      title="Voice Selection"
      description="Choose who speaks your message. Press Play to hear each voice."
    >
      <div className="flex flex-col gap-8">
        <VoiceProviderCards
          value={provider}
          statuses={data?.providers}
          onChange={(voiceProvider: VoiceProvider) => updateFormData({ voiceProvider })}
        />
        {provider === 'elevenlabs' ? (
          <VoiceCloneUpload voiceId={formData.elevenlabsVoiceId} onVoice={chooseOwnVoice} />
        ) : null}
        <VoiceGenderChoice value={formData.voiceGender} onChange={changeGender} />
        <fieldset className="flex flex-col gap-2" aria-describedby={showError ? 'voice-error' : undefined}>
          <legend className="mb-2 text-sm font-medium">
            {usingOwnVoice
              ? 'Or choose a studio voice instead'
              : formData.bilingual
                ? `${LANGUAGE_NAMES[formData.language]} voice`
                : 'Voice'}
          </legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {voices.map((voice) => (
              <VoiceCard
                key={voice.id}
                voice={voice}
                selected={!usingOwnVoice && formData.voiceType === voice.id}
                previewSrc={studioLive ? studioPreviewUrl(provider, voice.id) : undefined}
                onSelect={() => {
                  setShowError(false);
                  // voiceAccent is one of the spec's four: a Spanish voice leaves it as it was.
                  updateFormData({
                    voiceType: voice.id,
                    ...(voice.accent !== 'es-US' && { voiceAccent: voice.accent }),
                    elevenlabsVoiceId: '',
                  });
                }}
              />
            ))}
          </div>
          {spanish && data && voices.length === 0 ? (
            <FieldMessage id="spanish-voice-missing" error>
              {messages.voice.noSpanishVoice}
            </FieldMessage>
          ) : null}
          {showError ? (
            <FieldMessage id="voice-error" error>
              {messages.voice.voiceRequired}
            </FieldMessage>
          ) : null}
        </fieldset>
        {formData.bilingual ? <SecondVoiceList reply={data} studioLive={studioLive} /> : null}
      </div>
      <WizardNavigation onBack={previousStep} onContinue={next} backLabel="Previous" continueLabel="Next" />
    </StepCard>
  );
}
