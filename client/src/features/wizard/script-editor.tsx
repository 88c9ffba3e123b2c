import { Save } from 'lucide-react';
import { messages } from '#common/messages.js';
import { LANGUAGE_NAMES } from '#common/bilingual.js';
import { countWords, estimateDurationSeconds } from '#common/script-stats.js';
import { characterCount, fieldLimitError } from '#common/schemas/field-limits.js';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { messageVoiceSeconds } from './bilingual/bilingual-form';
import { messageLengthText } from './message-length';
import { useSaveScript } from './use-saved-scripts';
import type { useVoicePreview } from './use-voice-preview';
import { useWizardActions, useWizardState } from './wizard-store';
import { BusyIcon, PlaybackIcon } from '@/components/busy-icon';

const SCRIPT_PREVIEW_KEY = 'script';

/** The editable script with its length, Preview Script and Save Script (spec §2 step 3, §5, §8). */
export function ScriptEditor({ preview }: { preview: ReturnType<typeof useVoicePreview> }) {
  const { formData } = useWizardState();
  const { editScript } = useWizardActions();
  const save = useSaveScript();
  const script = formData.scriptContent;
  const words = countWords(script);
  // The finished file's length, with the music its type puts around the voice (record 137); a
  // bilingual message's script says its own language's part, and the file both (record 145).
  const length = messageLengthText(messageVoiceSeconds(formData), formData);
  const bilingual = formData.bilingual && formData.secondScriptContent.trim() !== '';
  const spoken = bilingual
    ? `about ${Math.round(estimateDurationSeconds(script, formData))} seconds in ${LANGUAGE_NAMES[formData.language]}. Both languages: ${length}`
    : length;
  // A counter near the limit and the message past it, like the step fields (record 094): pasted
  // text is kept whole, so nothing is cut without a word, and the limit is said instead.
  const count = characterCount('scriptContent', script);
  const tooLong = fieldLimitError('scriptContent', script);
  const loading = preview.loadingKey === SCRIPT_PREVIEW_KEY;
  const playing = preview.playingKey === SCRIPT_PREVIEW_KEY;

  function previewScript() {
    if (!script.trim()) {
      toast({ title: messages.scripts.noScriptTitle, description: messages.scripts.noScript });
      return;
    }
    void preview.toggle(SCRIPT_PREVIEW_KEY, { text: script, voice: formData, withProvider: true });
  }

  function saveScript() {
    if (!script.trim()) {
      toast({ title: messages.scripts.saveFailedTitle, description: messages.scripts.contentRequired });
      return;
    }
    // A bilingual message is saved whole: its other language's script with it (record 155).
    save.mutate({
      scriptContent: script,
      secondScriptContent: formData.bilingual ? formData.secondScriptContent : '',
      language: formData.language,
      messageType: formData.messageType,
      pauseLength: formData.pauseLength,
      enableParagraphPauses: formData.enableParagraphPauses,
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <FormField
        id="scriptContent"
        label={formData.bilingual ? `${LANGUAGE_NAMES[formData.language]} script` : 'Your script'}
        hint={
          script.trim()
            ? `${words} words · ${spoken}${count ? ` · ${count}` : ''}. A blank line between paragraphs adds a pause.`
            : 'Generate a script, use the suggestion, or write your own.'
        }
        error={tooLong}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={10}
            value={script}
            // A Spanish message is spell-checked and read by screen readers as Spanish (record 144).
            lang={formData.language}
            onChange={(e) => editScript(e.target.value)}
            className="leading-relaxed"
          />
        )}
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={previewScript} disabled={loading} aria-busy={loading}>
          <PlaybackIcon loading={loading} playing={playing} />
          {loading ? 'Loading preview...' : playing ? 'Stop Preview' : 'Preview Script'}
        </Button>
        {loading && (
          <Button variant="ghost" onClick={preview.cancel}>
            Cancel preview
          </Button>
        )}
        <Button variant="secondary" onClick={saveScript} disabled={save.isPending} aria-busy={save.isPending}>
          <BusyIcon busy={save.isPending} icon={Save} />
          {save.isPending ? 'Saving...' : 'Save Script'}
        </Button>
      </div>
      {loading && preview.place && (
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="preview-queue-position">
          {preview.place}
        </p>
      )}
    </div>
  );
}
