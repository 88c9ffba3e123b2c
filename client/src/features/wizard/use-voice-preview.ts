import { useRef, useState } from 'react';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import { audioPlayer } from '@/lib/audio-player';
import { useAudioPlayer } from '@/lib/use-audio-player';
import { queuePositionText } from './generation/queue-position';
import { playVoicePreview, type PreviewOptions } from './voice-preview';

/**
 * Play/stop state of step 3's previews (the script editor's and each saved script's), keyed so
 * only the button that started a preview shows 'Loading...' or 'Stop'. While a preview is made it
 * says its place in the queue (`place`) and may be cancelled (`cancel`).
 */
export function useVoicePreview() {
  const playback = useAudioPlayer();
  const [loadingKey, setLoadingKey] = useState<string | null>(null);
  const [started, setStarted] = useState<{ key: string; url: string } | null>(null);
  const [waiting, setWaiting] = useState<JobStatusReply | null>(null);
  const making = useRef<AbortController | null>(null);
  const active = playback.status === 'loading' || playback.status === 'playing';
  const playingKey = started && active && playback.url === started.url ? started.key : null;

  async function toggle(key: string, options: PreviewOptions) {
    if (playingKey === key) {
      audioPlayer.stopAll();
      return;
    }
    making.current?.abort();
    const controller = new AbortController();
    making.current = controller;
    setLoadingKey(key);
    try {
      const url = await playVoicePreview({ ...options, onStatus: setWaiting, signal: controller.signal });
      setStarted(url ? { key, url } : null);
    } finally {
      if (making.current === controller) {
        making.current = null;
        setLoadingKey(null);
        setWaiting(null);
      }
    }
  }

  return {
    loadingKey,
    playingKey,
    toggle,
    place: queuePositionText(waiting),
    cancel: () => making.current?.abort(),
  };
}
