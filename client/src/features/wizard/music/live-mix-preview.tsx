import { Headphones } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { MIX_PREVIEW_SECONDS } from '#common/schemas/mix.js';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { audioPlayer } from '@/lib/audio-player';
import { useAudioPlayer } from '@/lib/use-audio-player';
import { useDebounced } from './use-debounced';
import { PlaybackIcon } from '@/components/busy-icon';

/** A slider being dragged asks for one preview when it stops, not one per step. */
const SETTLE_MS = 400;

function startPreview(url: string): void {
  void audioPlayer.play(url, {
    onError: () => toast({ title: messages.mix.failedTitle, description: messages.mix.previewFailed }),
  });
}

function mixPreviewUrl(voiceAudioId: string, musicTrackId: string, musicVolume: number): string {
  const query = new URLSearchParams({ voiceAudioId, musicTrackId, musicVolume: String(musicVolume) });
  return `/api/mix-preview?${query.toString()}`;
}

/**
 * Step 4's live preview: the first seconds of the message, the voice the head start made over the
 * chosen track at the chosen volume, mixed by the server exactly as the final file will be. While
 * it plays, a change of track or volume (once settled) restarts it with the new choice.
 */
export function LiveMixPreview({
  voiceAudioId,
  trackId,
  volume,
}: {
  voiceAudioId: string | undefined;
  trackId: string;
  volume: number;
}) {
  const playback = useAudioPlayer();
  const settledTrack = useDebounced(trackId, SETTLE_MS);
  const settledVolume = useDebounced(trackId === NO_MUSIC_TRACK_ID ? 0 : volume, SETTLE_MS);
  const url = voiceAudioId ? mixPreviewUrl(voiceAudioId, settledTrack, settledVolume) : null;
  const isPreview = playback.url?.startsWith('/api/mix-preview?') ?? false;
  const active = isPreview && (playback.status === 'loading' || playback.status === 'playing');
  const playingUrl = useRef<string | null>(null);

  function play(target: string) {
    playingUrl.current = target;
    startPreview(target);
  }

  // Follows the choice while playing: the new excerpt starts as soon as the old one is replaced.
  useEffect(() => {
    if (!active || !url || playingUrl.current === url) return;
    playingUrl.current = url;
    startPreview(url);
  }, [url, active]);

  // Leaving step 4 stops the preview.
  useEffect(
    () => () => {
      if (audioPlayer.getSnapshot().url?.startsWith('/api/mix-preview?')) audioPlayer.stopAll();
    },
    [],
  );

  const loading = active && playback.status === 'loading';
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:gap-3">
      <Button
        type="button"
        variant={active ? 'default' : 'secondary'}
        disabled={!url}
        onClick={() => (active ? audioPlayer.stopAll() : url && play(url))}
        aria-label={active ? 'Stop the preview with your voice' : 'Preview with your voice'}
      >
        <PlaybackIcon loading={loading} playing={active} idle={Headphones} />
        {active ? 'Stop preview' : 'Preview with your voice'}
      </Button>
      <p className="text-sm text-muted-foreground">
        {url
          ? `The first ${MIX_PREVIEW_SECONDS} seconds of your message, mixed as the final file will be. Change the track or volume to hear the difference.`
          : 'Available as soon as your voice recording is ready.'}
      </p>
    </div>
  );
}
