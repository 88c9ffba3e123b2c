import { Play, Square } from 'lucide-react';
import { formatMessage } from '../../../../../common/format-message';
import { messages } from '../../../../../common/messages';
import { ACCENT_LABELS, previewUrl, type CatalogueVoice } from '../../../../../common/voices';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { audioPlayer } from '@/lib/audio-player';
import { useAudioPlayer } from '@/lib/use-audio-player';
import { cn } from '@/lib/utils';

/** Plays a catalogue voice's preview on the app's one audio player; failures end in the spec's toasts (§8). */
export function playCataloguePreview(voice: Pick<CatalogueVoice, 'id' | 'name'>): void {
  void audioPlayer.play(previewUrl(voice.id), {
    onError: (error) =>
      toast(
        error.kind === 'needs-interaction'
          ? { title: messages.audio.needsInteractionTitle, description: messages.audio.needsInteraction }
          : { title: messages.voice.previewNotAvailableTitle, description: formatMessage(messages.voice.previewNotAvailable, { name: voice.name }) },
      ),
  });
}

/** One voice: a radio to choose it, what it sounds like, and a Play/Stop preview. */
export function VoiceCard({ voice, selected, onSelect }: { voice: CatalogueVoice; selected: boolean; onSelect: () => void }) {
  const playback = useAudioPlayer();
  const url = previewUrl(voice.id);
  const playing = playback.url === url && (playback.status === 'loading' || playback.status === 'playing');

  return (
    <div
      data-checked={selected ? '' : undefined}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-input bg-card p-4 transition-colors',
        'data-checked:border-primary data-checked:bg-primary-soft data-checked:shadow-[inset_0_0_0_1px_var(--color-primary)]',
      )}
    >
      <label className="flex cursor-pointer items-start gap-3 has-focus-visible:outline-2 has-focus-visible:outline-offset-4 has-focus-visible:outline-ring">
        <input
          type="radio"
          name="voiceType"
          value={voice.id}
          checked={selected}
          onChange={onSelect}
          aria-label={voice.name}
          aria-describedby={`voice-${voice.id}-description`}
          className="mt-0.5 size-4 shrink-0 appearance-none rounded-full border border-slate-400 bg-card outline-none checked:border-[5px] checked:border-primary"
        />
        <span className="flex min-w-0 flex-col gap-1">
          <span className="text-sm font-semibold">
            {voice.name} <span className="font-normal text-muted-foreground">· {ACCENT_LABELS[voice.accent]}</span>
          </span>
          <span id={`voice-${voice.id}-description`} className="text-xs text-muted-foreground">
            {voice.description}
          </span>
        </span>
      </label>
      <Button
        variant={playing ? 'outline' : 'secondary'}
        size="sm"
        className="self-start"
        aria-label={`${playing ? 'Stop' : 'Play'} ${voice.name} preview`}
        onClick={() => (playing ? audioPlayer.stopAll() : playCataloguePreview(voice))}
      >
        {playing ? <Square aria-hidden="true" /> : <Play aria-hidden="true" />}
        {playing ? 'Stop' : 'Play'}
      </Button>
    </div>
  );
}
