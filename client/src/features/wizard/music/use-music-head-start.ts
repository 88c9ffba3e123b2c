import { useEffect, useMemo, useRef } from 'react';
import { messages } from '#common/messages.js';
import { toast } from '@/components/ui/use-toast';
import { needsSecondScript } from '../bilingual/bilingual-form';
import { voiceKeyOf, voiceRequestFrom, voiceRequestOf } from '../generation/generation-requests';
import { ensureScript, ensureVoice } from '../generation/head-start';
import { useHeadStart, useMessageStore, useWizardState } from '../wizard-store';

/**
 * Entering step 4 starts record 050's head start: a script if there is none, then the voice recording in
 * the background. The recording is keyed on its whole request, so a changed voice, script, pause
 * setting or provider starts a new one and the old one is never used.
 */
export function useMusicHeadStart() {
  const store = useMessageStore();
  const { formData } = useWizardState();
  const askedForScript = useRef(false);

  useEffect(() => {
    if (askedForScript.current || (formData.scriptContent.trim() !== '' && !needsSecondScript(formData))) return;
    askedForScript.current = true;
    // Once per visit to step 4 (the ref): a failed generation is not retried behind the user's back.
    void ensureScript(store);
  }, [store, formData]);

  // The key is the request: the form changes identity on every edit, the key only when it matters.
  const key = useMemo(() => voiceKeyOf(voiceRequestFrom(formData)), [formData]);
  useEffect(() => {
    const body = voiceRequestOf(key);
    if (body.script.trim() === '' || body.secondPart?.script.trim() === '') return;
    const entry = ensureVoice(store, body);
    if (entry.status !== 'pending') return;
    let onStep = true;
    entry.promise.then(
      (reply) => {
        // A recording the server reused (a reload, a reopened message: issue 47) is no news.
        if (onStep && !reply.reused)
          toast({
            title: messages.generation.voiceSynthesizedTitle,
            description: messages.generation.voiceSynthesized,
            variant: 'default',
          });
      },
      // Said quietly on the step itself; Continue tries again and toasts if that fails too.
      () => undefined,
    );
    return () => {
      onStep = false;
    };
  }, [store, key]);

  const headStart = useHeadStart();
  return { scriptPending: headStart.scriptPending, voice: headStart.voice?.key === key ? headStart.voice : null };
}
