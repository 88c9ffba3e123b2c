import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { previewUrl } from '#common/voices.js';
import { ChoiceCard } from '@/components/choice-card';
import { PlayStopButton } from '@/components/play-stop-button';
import { usePlaybackToggle } from '@/lib/use-playback-toggle';

/** One voice: a radio to choose it, what it sounds like, and a Play/Stop preview. */
export function VoiceCard({
  voice,
  selected,
  onSelect,
  previewSrc,
  group = 'voiceType',
}: {
  /** A catalogue voice, English or Spanish, with its accent in words ("American", "US Spanish"). */
  voice: { id: string; name: string; description: string; accentLabel: string };
  selected: boolean;
  onSelect: () => void;
  /** The chosen studio's own preview when it is live (record 075); else the offline one. */
  previewSrc?: string;
  /** The radio group's name: a page with two voice lists (a bilingual message, a menu's two languages) names each its own. */
  group?: string;
}) {
  const { playing, toggle } = usePlaybackToggle(previewSrc ?? previewUrl(voice.id), () => ({
    title: messages.voice.previewNotAvailableTitle,
    description: formatMessage(messages.voice.previewNotAvailable, { name: voice.name }),
  }));

  return (
    <ChoiceCard
      group={group}
      value={voice.id}
      label={voice.name}
      title={
        <>
          {voice.name} <span className="font-normal text-muted-foreground">· {voice.accentLabel}</span>
        </>
      }
      description={voice.description}
      selected={selected}
      onSelect={onSelect}
    >
      <PlayStopButton
        playing={playing}
        onToggle={toggle}
        subject={`${voice.name} preview`}
        text={['Play', 'Stop']}
        size="sm"
        className="self-start"
      />
    </ChoiceCard>
  );
}
