import { useState } from 'react';
import { messages } from '#common/messages.js';
import { offeredVoices, studioPreviewUrl, voiceForGender, type VoiceGender } from '#common/voices.js';
import type { VoiceProvider } from '#common/constants.js';
import { FieldMessage } from '@/components/ui/field-message';
import { StepCard } from './step-card';
import { VoiceCard } from './voice/voice-card';
import { VoiceCloneUpload } from './voice/voice-clone-upload';
import { VoiceGenderChoice } from './voice/voice-gender-choice';
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
  const voices = offeredVoices(formData.voiceGender);
  const usingOwnVoice = formData.elevenlabsVoiceId !== '';
  // With the chosen studio live, Play plays that studio's voice (record 053), not the offline one.
  const studioLive = data?.providers.some((p) => p.id === formData.voiceProvider && p.mode === 'live') ?? false;

  function changeGender(gender: VoiceGender) {
    // Spec §4: the first voice of that gender for the current accent, else the default.
    updateFormData({
      voiceGender: gender,
      voiceType: voiceForGender(gender, formData.voiceAccent),
      elevenlabsVoiceId: '',
    });
  }

  function next() {
    if (formData.voiceType.trim().length < 1) {
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
          value={formData.voiceProvider}
          statuses={data?.providers}
          onChange={(voiceProvider: VoiceProvider) => updateFormData({ voiceProvider })}
        />
        {formData.voiceProvider === 'elevenlabs' ? (
          <VoiceCloneUpload voiceId={formData.elevenlabsVoiceId} onVoice={chooseOwnVoice} />
        ) : null}
        <VoiceGenderChoice value={formData.voiceGender} onChange={changeGender} />
        <fieldset className="flex flex-col gap-2" aria-describedby={showError ? 'voice-error' : undefined}>
          <legend className="mb-2 text-sm font-medium">
            {usingOwnVoice ? 'Or choose a studio voice instead' : 'Voice'}
          </legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {voices.map((voice) => (
              <VoiceCard
                key={voice.id}
                voice={voice}
                selected={!usingOwnVoice && formData.voiceType === voice.id}
                previewSrc={studioLive ? studioPreviewUrl(formData.voiceProvider, voice.id) : undefined}
                onSelect={() => {
                  setShowError(false);
                  updateFormData({ voiceType: voice.id, voiceAccent: voice.accent, elevenlabsVoiceId: '' });
                }}
              />
            ))}
          </div>
          {showError ? (
            <FieldMessage id="voice-error" error>
              {messages.voice.voiceRequired}
            </FieldMessage>
          ) : null}
        </fieldset>
      </div>
      <WizardNavigation onBack={previousStep} onContinue={next} backLabel="Previous" continueLabel="Next" />
    </StepCard>
  );
}
