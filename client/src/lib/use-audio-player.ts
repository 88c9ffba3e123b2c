import { useSyncExternalStore } from 'react';
import { audioPlayer, type PlaybackSnapshot } from './audio-player';

/** The audio controller's state as React state: re-renders when playback starts, ends or stops. */
export function useAudioPlayer(): PlaybackSnapshot {
  return useSyncExternalStore(audioPlayer.subscribe, audioPlayer.getSnapshot, audioPlayer.getSnapshot);
}
