import { Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDuration } from './audio-format';
import { AudioWaveform } from './audio-waveform';
import { useFinalPlayback } from './use-final-playback';
import { useWaveformPeaks } from './use-waveform-peaks';

/** Step 5's player (spec §2): play/pause, the elapsed time, a progress bar and the waveform. */
export function FinalAudioPlayer({ audioUrl, knownDuration }: { audioUrl: string; knownDuration: number }) {
  const { playing, position, toggle, seek } = useFinalPlayback(audioUrl);
  const waveform = useWaveformPeaks(audioUrl);
  const duration = position.duration || waveform?.duration || knownDuration;
  const percent = duration > 0 ? Math.min(100, (position.currentTime / duration) * 100) : 0;

  return (
    <section aria-label="Your message" className="flex flex-col gap-4 rounded-xl border border-border bg-muted/40 p-4 sm:p-5">
      <div className="flex items-center gap-3 sm:gap-4">
        <Button size="icon" onClick={toggle} aria-label={playing ? 'Pause message' : 'Play message'} className="size-12 shrink-0 rounded-full">
          {playing ? <Pause aria-hidden="true" className="fill-current" /> : <Play aria-hidden="true" className="fill-current" />}
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
              <div className="h-full bg-primary transition-[width] duration-100 ease-linear" style={{ width: `${percent}%` }} />
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
