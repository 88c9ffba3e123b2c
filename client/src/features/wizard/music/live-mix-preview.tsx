import type { MessageType } from '#common/constants.js';
import { Headphones } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import { messages } from '#common/messages.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import { MIX_PREVIEW_SECONDS } from '#common/schemas/mix.js';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { request } from '@/lib/api';
import { audioPlayer } from '@/lib/audio-player';
import { useAudioPlayer } from '@/lib/use-audio-player';
import { followJob } from '../generation/follow-job';
import { queuePositionText } from '../generation/queue-position';
import { useDebounced } from './use-debounced';
import { PlaybackIcon } from '@/components/busy-icon';

/** A slider being dragged asks for one preview when it stops, not one per step. */
const SETTLE_MS = 400;

const failed = () => toast({ title: messages.mix.failedTitle, description: messages.mix.previewFailed });
/** Where a made preview is played from (GET /api/mix-preview/:id). */
const PLAYED_PREFIX = '/api/mix-preview/';

function mixPreviewUrl(voiceAudioId: string, musicTrackId: string, musicVolume: number, messageType: string): string {
  const query = new URLSearchParams({ voiceAudioId, musicTrackId, musicVolume: String(musicVolume), messageType });
  return `/api/mix-preview?${query.toString()}`;
}

/**
 * Asks for the preview as a job (record 102), follows it while it waits (its place in the queue
 * goes to `onStatus`) and answers where to play it; `signal` cancels the job.
 */
async function makePreview(
  url: string,
  onStatus: (status: JobStatusReply) => void,
  signal: AbortSignal,
): Promise<string> {
  const first = await request<JobStatusReply>('GET', url, { headers: { Prefer: 'respond-async' }, signal });
  const made = await followJob<{ url: string }>(first, onStatus, signal);
  return made.url;
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
  messageType,
}: {
  voiceAudioId: string | undefined;
  trackId: string;
  volume: number;
  /** Decides where the voice sits in the music, as in the file (record 112). */
  messageType: MessageType;
}) {
  const playback = useAudioPlayer();
  const settledTrack = useDebounced(trackId, SETTLE_MS);
  const settledVolume = useDebounced(trackId === NO_MUSIC_TRACK_ID ? 0 : volume, SETTLE_MS);
  const url = voiceAudioId ? mixPreviewUrl(voiceAudioId, settledTrack, settledVolume, messageType) : null;
  const isPreview = playback.url?.startsWith(PLAYED_PREFIX) ?? false;
  const playingNow = isPreview && (playback.status === 'loading' || playback.status === 'playing');
  /** The preview being made: its place in the queue, and how to cancel it. */
  const [making, setMaking] = useState<{ status: JobStatusReply | null; cancel: () => void } | null>(null);
  const active = playingNow || making !== null;
  const playingUrl = useRef<string | null>(null);
  const cancelMaking = useRef<(() => void) | null>(null);

  function stop() {
    cancelMaking.current?.();
    if (audioPlayer.getSnapshot().url?.startsWith(PLAYED_PREFIX)) audioPlayer.stopAll();
  }

  function play(target: string) {
    cancelMaking.current?.();
    playingUrl.current = target;
    const controller = new AbortController();
    const cancel = () => {
      controller.abort();
      setMaking(null);
    };
    cancelMaking.current = cancel;
    setMaking({ status: null, cancel });
    makePreview(target, (status) => setMaking((now) => now && { ...now, status }), controller.signal)
      .then((made) => {
        if (controller.signal.aborted) return;
        void audioPlayer.play(made, { onError: failed });
      })
      .catch(() => {
        if (!controller.signal.aborted) failed();
      })
      .finally(() => {
        if (cancelMaking.current !== cancel) return;
        cancelMaking.current = null;
        setMaking(null);
      });
  }

  // Follows the choice while playing: the new excerpt starts as soon as the old one is replaced.
  useEffect(() => {
    if (!active || !url || playingUrl.current === url) return;
    play(url);
  }, [url, active]);

  // Leaving step 4 stops the preview, and cancels one still being made.
  useEffect(() => () => stop(), []);

  const loading = making !== null || (playingNow && playback.status === 'loading');
  const place = queuePositionText(making?.status ?? null);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:gap-3">
      <Button
        type="button"
        variant={active ? 'default' : 'secondary'}
        disabled={!url}
        onClick={() => (active ? stop() : url && play(url))}
        aria-label={active ? 'Stop the preview with your voice' : 'Preview with your voice'}
      >
        <PlaybackIcon loading={loading} playing={active} idle={Headphones} />
        {active ? 'Stop preview' : 'Preview with your voice'}
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="mix-preview-note">
        {place ??
          (url
            ? `The first ${MIX_PREVIEW_SECONDS} seconds of your message, mixed as the final file will be. Change the track or volume to hear the difference.`
            : 'Available as soon as your voice recording is ready.')}
      </p>
    </div>
  );
}
