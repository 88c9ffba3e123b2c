import { useEffect } from 'react';
import type { WizardFormData } from '#common/wizard.js';
import { mixRequestFrom } from '../generation/generation-requests';
import { startAhead } from '../generation/made-ahead';
import { useMessageStore } from '../wizard-store';
import { useDebounced } from './use-debounced';

/** A track or volume counts as chosen once it has stayed this long (a slider being dragged settles first). */
const SETTLED_MS = 700;

/**
 * Step 4's mix made ahead (record 081): with the voice ready, each settled choice of track and
 * volume starts the final mix in the background, and cancels the one before.
 */
export function useMixAhead(
  voiceAudioId: string | undefined,
  choice: Pick<WizardFormData, 'selectedTrackId' | 'musicVolume'>,
): void {
  const store = useMessageStore();
  const trackId = useDebounced(choice.selectedTrackId, SETTLED_MS);
  const volume = useDebounced(choice.musicVolume, SETTLED_MS);
  useEffect(() => {
    // The rest of the message is read as it is now: only the music changes on this step.
    const data = { ...store.getState().wizard.formData, selectedTrackId: trackId, musicVolume: volume };
    if (voiceAudioId) startAhead(store, 'mix', mixRequestFrom(voiceAudioId, data));
  }, [store, voiceAudioId, trackId, volume]);
}
