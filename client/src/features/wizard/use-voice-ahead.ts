import { useEffect, useMemo } from 'react';
import { synthesizeVoiceBody } from '#common/schemas/voices.js';
import { voiceKeyOf, voiceRequestFrom, voiceRequestOf } from './generation/generation-requests';
import { cancelAhead, startAhead } from './generation/made-ahead';
import { useMessageStore, useWizardState } from './wizard-store';

/**
 * How long the script (with the voice and pauses it is read with) must stay the same before its
 * voice is recorded ahead. Longer than the gaps between keystrokes and between words, so typing
 * starts nothing; shorter than reading the script over and pressing Continue, so the voice gets a
 * head start. Each start counts as one voice preview against the hourly quota.
 */
const STILL_MS = 2_000;

/**
 * Step 3's voice recorded ahead (record 129): once the script has been still for a moment and the
 * server would take it, the recording step 4 asks for is started in the background, so step 4 and
 * its 15-second forced advance (spec §4) usually find it ready. A change cancels it at once, and
 * the next still script starts another.
 */
export function useVoiceAhead(): void {
  const store = useMessageStore();
  const { formData } = useWizardState();
  // The key is the request: the form changes identity on every edit, the key only when it matters.
  const key = useMemo(() => voiceKeyOf(voiceRequestFrom(formData)), [formData]);
  useEffect(() => {
    // Stale from the first change: cancelled now, not once the script is still again.
    if (store.work.ahead.voice?.key !== key) cancelAhead(store, 'voice');
    const body = voiceRequestOf(key);
    const recorded = store.getState().headStart.voice;
    // Nothing to start: a request the server would refuse, or one step 4 has already asked for.
    if (!synthesizeVoiceBody.safeParse(body).success) return;
    if (recorded?.key === key && recorded.status !== 'failed') return;
    const timer = setTimeout(() => startAhead(store, 'voice', body), STILL_MS);
    return () => clearTimeout(timer);
  }, [store, key]);
}
