import type { UploadVoiceReply } from '#common/schemas/voices.js';
import { Button } from '@/components/ui/button';
import { useVoicePreview } from '../use-voice-preview';
import { useWizardState } from '../wizard-store';
import { PlaybackIcon } from '@/components/busy-icon';

/**
 * Play for the user's own cloned or matched voice (record 075): a short greeting through the
 * preview path, spoken by that voice (the clone on ElevenLabs, the matched tuning offline).
 */
export function OwnVoicePlay({ made }: { made: UploadVoiceReply }) {
  const { formData } = useWizardState();
  const preview = useVoicePreview();
  const key = `own-${made.voiceId}`;
  const loading = preview.loadingKey === key;
  const playing = preview.playingKey === key;
  const text = `Hello, this is ${made.voiceName}. Thank you for calling. A member of our team will be with you shortly.`;
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      className="self-start"
      disabled={loading}
      aria-label={playing ? `Stop ${made.voiceName} preview` : `Play ${made.voiceName} preview`}
      onClick={() =>
        void preview.toggle(key, {
          text,
          voice: { ...formData, voiceType: made.baseVoiceId, elevenlabsVoiceId: made.voiceId },
          withProvider: true,
        })
      }
    >
      <PlaybackIcon loading={loading} playing={playing} />
      {loading ? 'Loading...' : playing ? 'Stop' : 'Play'}
    </Button>
  );
}
