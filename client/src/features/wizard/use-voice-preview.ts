import { useState } from 'react';
import { audioPlayer } from '@/lib/audio-player';
import { useAudioPlayer } from '@/lib/use-audio-player';
import { playVoicePreview, type PreviewOptions } from './voice-preview';

/**
 * Play/stop state of step 3's previews (the script editor's and each saved script's), keyed so
 * only the button that started a preview shows 'Loading...' or 'Stop'.
 */
export function useVoicePreview() {
  const playback = useAudioPlayer();
  const [loadingKey, setLoadingKey] = useState<string | null>(null);
  const [started, setStarted] = useState<{ key: string; url: string } | null>(null);
  const active = playback.status === 'loading' || playback.status === 'playing';
  const playingKey = started && active && playback.url === started.url ? started.key : null;

  async function toggle(key: string, options: PreviewOptions) {
    if (playingKey === key) {
      audioPlayer.stopAll();
      return;
    }
    setLoadingKey(key);
    try {
      const url = await playVoicePreview(options);
      setStarted(url ? { key, url } : null);
    } finally {
      setLoadingKey(null);
    }
  }

  return { loadingKey, playingKey, toggle };
}
