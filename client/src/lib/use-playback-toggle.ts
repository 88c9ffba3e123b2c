import { messages } from '#common/messages.js';
import { toast } from '@/components/ui/use-toast';
import { audioPlayer } from './audio-player';
import { useAudioPlayer } from './use-audio-player';

export interface PlaybackFailure {
  title: string;
  description: string;
}

/**
 * A Play/Stop button's state and action for `url` on the app's one audio player. It follows the
 * player, so it flips back by itself when the sound ends or another one starts. A refused
 * autoplay gets the spec's 'Audio Requires User Interaction'; any other failure `failure()`.
 */
export function usePlaybackToggle(url: string, failure: () => PlaybackFailure) {
  const playback = useAudioPlayer();
  const playing = playback.url === url && (playback.status === 'loading' || playback.status === 'playing');

  /** Plays `target` (by default `url`), stopping whatever plays: a switch to another version of the sound. */
  function play(target = url) {
    void audioPlayer.play(target, {
      onError: (error) =>
        toast(
          error.kind === 'needs-interaction'
            ? { title: messages.audio.needsInteractionTitle, description: messages.audio.needsInteraction }
            : failure(),
        ),
    });
  }

  function toggle() {
    if (playing) audioPlayer.stopAll();
    else play();
  }

  return { playing, toggle, play };
}
