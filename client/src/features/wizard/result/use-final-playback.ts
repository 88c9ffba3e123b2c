import { useEffect, useState } from 'react';
import { LIMITS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { toast } from '@/components/ui/use-toast';
import { audioPlayer, type AudioPlaybackError } from '@/lib/audio-player';
import { useAudioPlayer } from '@/lib/use-audio-player';

/** A file the browser cannot decode is 'Audio Play Error'; anything else (missing, expired, network) is 'Audio Error' (spec §8). */
function isUnplayableFile(error: AudioPlaybackError): boolean {
  const cause = error.cause;
  if (cause instanceof DOMException) return cause.name === 'NotSupportedError';
  return (
    typeof MediaError !== 'undefined' &&
    cause instanceof MediaError &&
    (cause.code === MediaError.MEDIA_ERR_DECODE || cause.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED)
  );
}

export function reportPlaybackError(error: AudioPlaybackError): void {
  if (error.kind === 'needs-interaction')
    toast({ title: messages.audio.needsInteractionTitle, description: messages.audio.needsInteraction });
  else if (isUnplayableFile(error))
    toast({ title: messages.generation.playErrorTitle, description: messages.generation.playError });
  else toast({ title: messages.scripts.audioErrorTitle, description: messages.scripts.audioError });
}

/**
 * Step 5's play/pause on the app's one audio controller, with the position polled every
 * LIMITS.audioProgressMs (spec §9) while this file is loaded.
 */
export function useFinalPlayback(audioUrl: string, onError: (error: AudioPlaybackError) => void = reportPlaybackError) {
  const playback = useAudioPlayer();
  const isThis = playback.url === audioUrl;
  const playing = isThis && (playback.status === 'playing' || playback.status === 'loading');
  const paused = isThis && playback.status === 'paused';
  const [position, setPosition] = useState({ currentTime: 0, duration: 0 });

  useEffect(() => {
    if (!playing && !paused) return;
    const tick = () => {
      const now = audioPlayer.getPosition();
      if (now) setPosition(now);
    };
    tick();
    const timer = setInterval(tick, LIMITS.audioProgressMs);
    return () => clearInterval(timer);
  }, [playing, paused]);

  function toggle() {
    if (playing) audioPlayer.pause();
    else if (paused) void audioPlayer.resume();
    else void audioPlayer.play(audioUrl, { onError });
  }

  /** Seeks when this file is loaded; otherwise starts it there. */
  function seek(seconds: number) {
    if (playing || paused) {
      audioPlayer.seek(seconds);
      setPosition((p) => ({ ...p, currentTime: seconds }));
      return;
    }
    void audioPlayer.play(audioUrl, { onError }).then(() => audioPlayer.seek(seconds));
  }

  // A file that is not loaded sits at its start, whatever the last poll said.
  const shown = playing || paused ? position : { ...position, currentTime: 0 };
  return { playing, position: shown, toggle, seek };
}
