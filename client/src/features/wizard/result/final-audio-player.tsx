import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import type { ListenChoice } from '#common/schemas/library.js';
import { Button } from '@/components/ui/button';
import { formatDuration } from '#common/format.js';
import { audioPlayer, type AudioPlaybackError } from '@/lib/audio-player';
import { ListenChoiceToggle } from '@/features/phone-line/listen-choice';
import { listenUrl } from '@/features/phone-line/listen-url';
import { AudioWaveform } from './audio-waveform';
import { reportPlaybackError, useFinalPlayback } from './use-final-playback';
import { useWaveformPeaks } from './use-waveform-peaks';

const LINE_NOTES: Record<Exclude<ListenChoice, 'file'>, string> = {
  'preview-landline': 'What a caller hears on a landline call: G.711 µ-law at 8 kHz, the 300–3400 Hz band.',
  'preview-mobile': 'What a caller hears on a mobile call: GSM 06.10 at 8 kHz, the 300–3400 Hz band.',
  'preview-wideband': 'What a caller hears on a wideband (HD voice) call: G.722 at 16 kHz, the 50–7000 Hz band.',
};

/**
 * Step 5's player (spec §2): play/pause, the elapsed time, a progress bar and the waveform; and
 * a choice between this file and the message on a phone line. Switching while it plays carries
 * on from the same moment, so the two can be compared.
 */
export function FinalAudioPlayer({
  audioUrl,
  knownDuration,
  onPlaybackError,
}: {
  audioUrl: string;
  knownDuration: number;
  /** Told after a failure is reported, so step 5 can learn why (an expired file). */
  onPlaybackError?: () => void;
}) {
  const [listen, setListen] = useState<ListenChoice>('file');
  const url = listenUrl(audioUrl, listen);
  const onError = (error: AudioPlaybackError) => {
    reportPlaybackError(error);
    onPlaybackError?.();
  };
  const { playing, position, toggle, seek } = useFinalPlayback(url, onError);
  const waveform = useWaveformPeaks(url);

  function changeListen(next: ListenChoice) {
    setListen(next);
    if (!playing) return;
    const at = position.currentTime;
    void audioPlayer.play(listenUrl(audioUrl, next), { onError }).then(() => audioPlayer.seek(at));
  }
  const duration = position.duration || waveform?.duration || knownDuration;
  const percent = duration > 0 ? Math.min(100, (position.currentTime / duration) * 100) : 0;

  return (
    <section
      aria-label="Your message"
      className="flex flex-col gap-4 rounded-xl border border-border bg-muted/40 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1.5">
        <ListenChoiceToggle value={listen} onChange={changeListen} />
        {listen !== 'file' ? <p className="text-xs text-muted-foreground">{LINE_NOTES[listen]}</p> : null}
      </div>
      <div className="flex items-center gap-3 sm:gap-4">
        <Button
          size="icon"
          onClick={toggle}
          aria-label={playing ? 'Pause message' : 'Play message'}
          className="size-12 shrink-0 rounded-full"
        >
          {playing ? (
            <Pause aria-hidden="true" className="fill-current" />
          ) : (
            <Play aria-hidden="true" className="fill-current" />
          )}
        </Button>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {waveform ? (
            <AudioWaveform waveform={waveform} currentTime={position.currentTime} onSeek={seek} />
          ) : (
            <div aria-hidden="true" className="h-[72px] w-full animate-pulse rounded-md bg-indigo-100/70" />
          )}
          <div className="flex items-center gap-3">
            <div
              role="progressbar"
              aria-label="Playback progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(percent)}
              aria-valuetext={`${formatDuration(position.currentTime)} of ${formatDuration(duration)}`}
              className="h-1.5 flex-1 overflow-hidden rounded-full bg-indigo-100"
            >
              <div
                className="h-full bg-primary transition-[width] duration-100 ease-linear"
                style={{ width: `${percent}%` }}
              />
            </div>
            <span className="shrink-0 text-xs tabular-nums text-muted-foreground sm:text-sm">
              {formatDuration(position.currentTime)} / {formatDuration(duration)}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
