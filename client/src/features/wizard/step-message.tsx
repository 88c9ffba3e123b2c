import { messages } from '#common/messages.js';
import { fieldLimitError } from '#common/schemas/field-limits.js';
import { SecondScriptEditor } from './bilingual/second-script-editor';
import { cancelAhead } from './generation/made-ahead';
import { MessageTypeFields } from './message-type-fields';
import { PronunciationPanel } from './pronunciation/pronunciation-panel';
import { SavedScriptsList } from './saved-scripts-list';
import { ScriptEditor } from './script-editor';
import { StepCard } from './step-card';
import { SuggestedMessage } from './suggested-message';
import { useGenerateScript } from './use-generate-script';
import { useVoiceAhead } from './use-voice-ahead';
import { useVoicePreview } from './use-voice-preview';
import { WizardNavigation } from './wizard-navigation';
import { useMessageStore, useWizardActions, useWizardState } from './wizard-store';

/**
 * Step 3, Message Type and Content (spec §2, §4, §5, §8). Once the script has been still for a
 * moment, its voice is recorded ahead for step 4 (record 129).
 */
export function StepMessage() {
  const { formData } = useWizardState();
  const store = useMessageStore();
  const { nextStep, previousStep } = useWizardActions();
  useVoiceAhead();
  const { generate, busy } = useGenerateScript();
  // One preview state for the editor and the saved list: starting one stops the other.
  const preview = useVoicePreview();
  // Spec §5: Continue needs a script, unless the type is custom; and not one past its limit, which
  // the voice would refuse at step 4 (the editor says why under the script as well).
  // A bilingual message's second script is held to the same rules, in the same words (record 145).
  const scripts = formData.bilingual
    ? [formData.scriptContent, formData.secondScriptContent]
    : [formData.scriptContent];
  const needsScript = scripts.some((script) => script.trim() === '') && formData.messageType !== 'custom';
  const tooLong = scripts.map((script) => fieldLimitError('scriptContent', script)).find(Boolean);
  const continueHint = needsScript ? messages.draft.continueNeedsScript : tooLong;

  return (
    <StepCard
      step={3}
      title="Message Type and Content"
      description="Choose the kind of message, then generate, edit and save its script."
    >
      <MessageTypeFields />
      <SuggestedMessage onGenerate={() => void generate()} generating={busy} />
      <ScriptEditor preview={preview} />
      {formData.bilingual ? <SecondScriptEditor preview={preview} /> : null}
      <SavedScriptsList preview={preview} />
      <PronunciationPanel preview={preview} />
      <WizardNavigation
        onBack={() => {
          // Back to the voice or the business details: the voice made ahead is likely stale, and
          // made again on return if not.
          cancelAhead(store, 'voice');
          previousStep();
        }}
        onContinue={nextStep}
        continueDisabled={continueHint !== undefined}
        continueHint={continueHint}
      />
    </StepCard>
  );
}
