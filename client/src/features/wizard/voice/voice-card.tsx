import { Play, Square } from 'lucide-react';
import { formatMessage } from '../../../../../common/format-message';
import { messages } from '../../../../../common/messages';
import { ACCENT_LABELS, previewUrl, type CatalogueVoice } from '../../../../../common/voices';
import { ChoiceCard } from '@/components/choice-card';
import { Button } from '@/components/ui/button';
import { usePlaybackToggle } from '@/lib/use-playback-toggle';

/** One voice: a radio to choose it, what it sounds like, and a Play/Stop preview. */
export function VoiceCard({ voice, selected, onSelect }: { voice: CatalogueVoice; selected: boolean; onSelect: () => void }) {
  const { playing, toggle } = usePlaybackToggle(previewUrl(voice.id), () => ({
    title: messages.voice.previewNotAvailableTitle,
    description: formatMessage(messages.voice.previewNotAvailable, { name: voice.name }),
  }));

  return (
    <ChoiceCard
      group="voiceType"
      value={voice.id}
      label={voice.name}
      title={
        <>
          {voice.name} <span className="font-normal text-muted-foreground">· {ACCENT_LABELS[voice.accent]}</span>
        </>
      }
      description={voice.description}
      selected={selected}
      onSelect={onSelect}
    >
      <Button
        variant={playing ? 'outline' : 'secondary'}
        size="sm"
        className="self-start"
        aria-label={`${playing ? 'Stop' : 'Play'} ${voice.name} preview`}
        onClick={toggle}
      >
        {playing ? <Square aria-hidden="true" /> : <Play aria-hidden="true" />}
        {playing ? 'Stop' : 'Play'}
      </Button>
    </ChoiceCard>
  );
}
