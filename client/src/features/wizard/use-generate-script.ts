import { useState } from 'react';
import { LIMITS } from '../../../../common/constants';
import { messages } from '../../../../common/messages';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api } from '@/lib/api';
import { canGenerateScript, generateScriptBodyFrom } from './script-request';
import { useWizardActions, useWizardState } from './wizard-store';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 'Generate AI Script' (spec §4, §8). Step 3's fields write through to the wizard store as the
 * user types, so the values are saved already; it waits the spec's 300 ms, asks the server, and
 * puts the script in the editor. `busy` drives the button's 'Generating...' state.
 */
export function useGenerateScript() {
  const { formData } = useWizardState();
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
      const reply = await api.post('/api/generate-script', generateScriptBodyFrom(data));
      updateFormData({ scriptContent: reply.script });
      // A fallback from the LLM to the composer is news, not an error: the script is still good.
      toast({
        title: messages.scripts.generatedTitle,
        description: reply.notice ?? messages.scripts.generated,
        variant: 'default',
      });
    } catch (error) {
      const validation = error instanceof ApiError && error.code === 'validation' && error.serverMessage;
      toast({
        title: messages.scripts.generationFailedTitle,
        description: validation || messages.scripts.generationFailed,
      });
    } finally {
      setBusy(false);
    }
  }

  return { generate, busy };
}
