import { useState } from 'react';
import { LIMITS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api } from '@/lib/api';
import { inOtherLanguage, offersLanguageOnKey } from './bilingual/bilingual-form';
import { canGenerateScript, generateScriptBodyFrom } from './script-request';
import { useReplaceScript } from './use-replace-script';
import { useWizardActions, useWizardState } from './wizard-store';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 'Generate AI Script' (spec §4, §8). Step 3's fields write through to the wizard store as the
 * user types, so the values are saved already; it waits the spec's 300 ms, asks the server, and
 * puts the script in the editor. `busy` drives the button's 'Generating...' state.
 */
export function useGenerateScript() {
  const { formData } = useWizardState();
  const replaceScript = useReplaceScript();
  const { updateFormData } = useWizardActions();
  const [busy, setBusy] = useState(false);

  async function generate() {
    if (busy) return;
    const data = formData;
    if (!canGenerateScript(data)) {
      toast({ title: messages.scripts.generationFailedTitle, description: messages.scripts.generationInputRequired });
      return;
    }
    setBusy(true);
    try {
      await wait(LIMITS.scriptGenerationDelayMs);
      // A bilingual message's other language is the same request in that language (record 145),
      // written by the composer in it; an attendant's is its offer line, written already.
      const bothLanguages = data.bilingual && !offersLanguageOnKey(data);
      const [reply, second] = await Promise.all([
        api.post('/api/generate-script', generateScriptBodyFrom(data)),
        bothLanguages ? api.post('/api/generate-script', generateScriptBodyFrom(inOtherLanguage(data))) : null,
      ]);
      if (second) updateFormData({ secondScriptContent: second.script });
      if (replaceScript(reply.script)) return;
      // A fallback from the LLM to the composer is news, not an error: the script is still good.
      toast({
        title: messages.scripts.generatedTitle,
        description: reply.notice ?? messages.scripts.generated,
        variant: 'default',
      });
    } catch (error) {
      // An ended session says so itself (session-ended.ts). Otherwise the spec's sentence: the server's
      // validation text names fields the user cannot see from here (issue 13).
      if (error instanceof ApiError && error.code === 'unauthorized') return;
      toast({ title: messages.scripts.generationFailedTitle, description: messages.scripts.generationFailed });
    } finally {
      setBusy(false);
    }
  }

  return { generate, busy };
}
