import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import type { ListenChoice } from '#common/schemas/library.js';
import { Button } from '@/components/ui/button';
import { Slider } from '@/components/ui/slider';
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
 * The app's player for a made file: step 5's message (spec §2) and a made programme (issue 47).
 * Play/pause, the elapsed and total time, a seek slider (a native range input: keyboard, touch and
 * screen readers) and, for a message, the waveform, which seeks by pointer too; and a choice between
 * this file and the message on a phone line. Switching while it plays carries on from the same
 * moment, so the two can be compared. It plays on the app's one audio controller.
 */
export function FinalAudioPlayer({
  audioUrl,
  knownDuration,
  onPlaybackError,
  label = 'Your message',
  subject = 'message',
  waveform: withWaveform = true,
}: {
  audioUrl: string;
  knownDuration: number;
  /** Told after a failure is reported, so step 5 can learn why (an expired file). */
  onPlaybackError?: () => void;
  /** The player's region name. */
  label?: string;
  /** What Play and Pause name: "Play message". */
  subject?: string;
  /**
   * Draw the waveform: the whole file is fetched and decoded for it, worth it for the one message of
   * step 5, not for every programme of a list, each minutes long.
   */
  waveform?: boolean;
}) {
  const [listen, setListen] = useState<ListenChoice>('file');
  const url = listenUrl(audioUrl, listen);
  const onError = (error: AudioPlaybackError) => {
    reportPlaybackError(error);
    onPlaybackError?.();
  };
  const { playing, position, toggle, seek } = useFinalPlayback(url, onError);
  const waveform = useWaveformPeaks(withWaveform ? url : '');

  function changeListen(next: ListenChoice) {
    setListen(next);
    if (!playing) return;
    const at = position.currentTime;
    void audioPlayer.play(listenUrl(audioUrl, next), { onError }).then(() => audioPlayer.seek(at));
  }
  const duration = position.duration || waveform?.duration || knownDuration;
  const elapsed = Math.min(position.currentTime, duration);
  const times = `${formatDuration(elapsed)} / ${formatDuration(duration)}`;

  return (
    <section aria-label={label} className="flex flex-col gap-4 rounded-xl border border-border bg-muted/40 p-4 sm:p-5">
      <div className="flex flex-col gap-1.5">
        <ListenChoiceToggle value={listen} onChange={changeListen} />
        {listen !== 'file' ? <p className="text-xs text-muted-foreground">{LINE_NOTES[listen]}</p> : null}
      </div>
      <div className="flex items-center gap-3 sm:gap-4">
        <Button
          size="icon"
          onClick={toggle}
          aria-label={`${playing ? 'Pause' : 'Play'} ${subject}`}
          className="size-12 shrink-0 rounded-full"
        >
          {playing ? (
            <Pause aria-hidden="true" className="fill-current" />
          ) : (
            <Play aria-hidden="true" className="fill-current" />
          )}
        </Button>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {!withWaveform ? null : waveform ? (
            <AudioWaveform waveform={waveform} currentTime={position.currentTime} onSeek={seek} />
          ) : (
            <div aria-hidden="true" className="h-[72px] w-full animate-pulse rounded-md bg-indigo-100/70" />
          )}
          <div className="flex items-center gap-3">
            {/* In whole seconds: an arrow key moves one. */}
            <Slider
              aria-label="Playback position"
              aria-valuetext={`${formatDuration(elapsed)} of ${formatDuration(duration)}`}
              min={0}
              max={Math.max(1, Math.ceil(duration))}
              step={1}
              value={Math.floor(elapsed)}
              onChange={(event) => seek(Number(event.target.value))}
              className="min-w-0 flex-1"
            />
            <span className="shrink-0 text-xs tabular-nums text-muted-foreground sm:text-sm">{times}</span>
          </div>
        </div>
      </div>
    </section>
  );
}
