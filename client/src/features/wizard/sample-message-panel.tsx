import { Clock } from 'lucide-react';
import { INDUSTRIES } from '#common/constants.js';
import { MESSAGE_TYPE_LABELS } from '#common/labels.js';
import { messages } from '#common/messages.js';
import type { SampleMessageWithAvailability } from '#common/samples.js';
import { PlayStopButton } from '@/components/play-stop-button';
import { audioPlayer } from '@/lib/audio-player';
import { useAudioPlayer } from '@/lib/use-audio-player';

/** One sample: what it is, and a Play Sample / Stop toggle on the app's single audio player. */
export function SampleMessagePanel({ sample }: { sample: SampleMessageWithAvailability }) {
  const playback = useAudioPlayer();
  // Subscribed to the controller, so the button flips back by itself when the sample ends.
  const playing = playback.url === sample.audioFile && (playback.status === 'loading' || playback.status === 'playing');
  const industry = INDUSTRIES.find((i) => i.value === sample.industry)?.label ?? sample.industry;

  function toggle() {
    if (playing) {
      audioPlayer.stopAll();
      return;
    }
    // Spec §8: sample play errors are only logged.
    void audioPlayer.play(sample.audioFile, {
      onError: (error) => console.error(`Could not play sample "${sample.title}"`, error),
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-1 gap-3 rounded-xl bg-muted p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Industry</dt>
          <dd className="font-semibold">{industry}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Message type</dt>
          <dd className="font-semibold">{MESSAGE_TYPE_LABELS[sample.messageType]}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Duration</dt>
          <dd className="flex items-center gap-1 font-semibold">
            <Clock aria-hidden="true" className="size-3.5" />
            {sample.duration}
          </dd>
        </div>
      </dl>

      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium">{sample.companyName}</p>
        <p className="text-sm text-muted-foreground">{sample.description}</p>
        {sample.keyPoints.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-2" aria-label="Key points">
            {sample.keyPoints.map((point) => (
              <li
                key={point}
                className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-medium text-primary-soft-foreground"
              >
                {point}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {sample.audioAvailable ? null : (
        <p className="text-sm font-medium text-muted-foreground">{messages.samples.notAvailable}</p>
      )}
      <PlayStopButton
        playing={playing}
        onToggle={toggle}
        text={['Play Sample', 'Stop']}
        variants={['default', 'outline']}
        disabled={!sample.audioAvailable}
        className="self-start"
      />
    </div>
  );
}
