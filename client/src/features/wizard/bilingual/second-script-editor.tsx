import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import { messages } from '#common/messages.js';
import { countWords, estimateDurationSeconds } from '#common/script-stats.js';
import { characterCount, fieldLimitError } from '#common/schemas/field-limits.js';
import { PlaybackIcon } from '@/components/busy-icon';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import type { useVoicePreview } from '../use-voice-preview';
import { useWizardActions, useWizardState } from '../wizard-store';
import { offersLanguageOnKey, voiceSaying } from './bilingual-form';

const PREVIEW_KEY = 'second-script';

/**
 * A bilingual message's second script (record 145), under the first: "Spanish script" (or "English
 * script"), marked with its language for spell-check and screen readers, with its words and how long
 * its voice says them; for an auto-attendant, the offer of the other language on its key.
 */
export function SecondScriptEditor({ preview }: { preview: ReturnType<typeof useVoicePreview> }) {
  const { formData } = useWizardState();
  const { updateFormData } = useWizardActions();
  const language = otherLanguage(formData.language);
  const name = LANGUAGE_NAMES[language];
  const script = formData.secondScriptContent;
  const seconds = Math.round(estimateDurationSeconds(script, { ...formData, language }));
  const count = characterCount('scriptContent', script);
  const tooLong = fieldLimitError('scriptContent', script);
  const loading = preview.loadingKey === PREVIEW_KEY;
  const playing = preview.playingKey === PREVIEW_KEY;
  const attendant = offersLanguageOnKey(formData);
  const empty = attendant
    ? `The line that offers ${name} on its key, said by the ${name} voice after the greeting.`
    : `Generate a script to write it in ${name} too, or write your own.`;

  function previewScript() {
    if (!script.trim()) {
      toast({ title: messages.scripts.noScriptTitle, description: messages.scripts.noScript });
      return;
    }
    // The second voice, in its own language; a studio voice when the provider is live.
    void preview.toggle(PREVIEW_KEY, { text: script, voice: voiceSaying(formData, language), withProvider: true });
  }

  return (
    <div className="flex flex-col gap-4">
      <FormField
        id="secondScriptContent"
        label={`${name} script`}
        hint={
          script.trim()
            ? `${countWords(script)} words · about ${seconds} seconds in ${name}${count ? ` · ${count}` : ''}.${attendant ? ` Said after the greeting's first paragraph.` : ''}`
            : empty
        }
        error={tooLong}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={attendant ? 2 : 10}
            value={script}
            lang={language}
            onChange={(e) => updateFormData({ secondScriptContent: e.target.value })}
            className="leading-relaxed"
          />
        )}
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={previewScript} disabled={loading} aria-busy={loading}>
          <PlaybackIcon loading={loading} playing={playing} />
          {loading ? 'Loading preview...' : playing ? `Stop ${name} Preview` : `Preview ${name} Script`}
        </Button>
      </div>
    </div>
  );
}
