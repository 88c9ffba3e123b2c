import { useEffect, useMemo, useRef } from 'react';
import { messages } from '../../../../../common/messages';
import { toast } from '@/components/ui/use-toast';
import { voiceKeyOf, voiceRequestFrom } from '../generation/generation-requests';
import { ensureScript, ensureVoice, useHeadStart } from '../generation/head-start';
import { useWizardActions, useWizardState } from '../wizard-store';

/**
 * Entering step 4 starts D1's head start: a script if there is none, then the voice recording in
 * the background. The recording is keyed on its whole request, so a changed voice, script, pause
 * setting or provider starts a new one and the old one is never used.
 */
export function useMusicHeadStart() {
  const { formData } = useWizardState();
  const { updateFormData } = useWizardActions();
  const askedForScript = useRef(false);

  useEffect(() => {
    if (askedForScript.current || formData.scriptContent.trim() !== '') return;
    askedForScript.current = true;
    void ensureScript(formData, updateFormData);
    // Once per visit to step 4: a failed generation is not retried behind the user's back.
  }, []);

  const body = useMemo(() => voiceRequestFrom(formData), [formData]);
  const key = voiceKeyOf(body);
  useEffect(() => {
    if (body.script.trim() === '') return;
    const entry = ensureVoice(body);
    if (entry.status !== 'pending') return;
    let onStep = true;
    entry.promise.then(
      () => {
        if (onStep) toast({ title: messages.generation.voiceSynthesizedTitle, description: messages.generation.voiceSynthesized, variant: 'default' });
      },
      // Said quietly on the step itself; Continue tries again and toasts if that fails too.
      () => undefined,
    );
    return () => {
      onStep = false;
    };
    // The key is the request: `body` changes identity on every form edit, the key only when it matters.
  }, [key]);

  const headStart = useHeadStart();
  return { scriptPending: headStart.scriptPending, voice: headStart.voice?.key === key ? headStart.voice : null };
}
