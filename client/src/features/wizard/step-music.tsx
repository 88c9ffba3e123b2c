import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import { cancelAhead } from './generation/made-ahead';
import { runGeneration } from './generation/run-generation';
import { HeadStartStatus } from './music/head-start-status';
import { LiveMixPreview } from './music/live-mix-preview';
import { MusicTrackChoice } from './music/music-track-choice';
import { MusicVolumeSlider } from './music/music-volume-slider';
import { useMixAhead } from './music/use-mix-ahead';
import { useMusicHeadStart } from './music/use-music-head-start';
import { StepCard } from './step-card';
import { WizardNavigation } from './wizard-navigation';
import { useMessageStore, useWizardActions, useWizardState } from './wizard-store';

/**
 * Step 4, Background Music (spec §2, §4; record 050, record 051). While the user listens to tracks, the script
 * (if missing) and the voice recording are made in the background, then the mix of each settled choice
 * (record 081); Continue takes that mix, or mixes, and moves to step 5.
 */
export function StepMusic() {
  const { formData, isProcessing } = useWizardState();
  const store = useMessageStore();
  const actions = useWizardActions();
  const headStart = useMusicHeadStart();
  const voiceAudioId = headStart.voice?.status === 'ready' ? headStart.voice.reply?.audioId : undefined;
  useMixAhead(voiceAudioId, formData);

  return (
    <StepCard
      step={4}
      title="Background Music"
      description="Choose the music that plays under your message, or none. Press Play to hear each track."
    >
      <HeadStartStatus scriptPending={headStart.scriptPending} voice={headStart.voice} />
      <MusicTrackChoice
        value={formData.selectedTrackId}
        onChange={(selectedTrackId) => actions.updateFormData({ selectedTrackId })}
      />
      <MusicVolumeSlider
        value={formData.musicVolume}
        disabled={formData.selectedTrackId === NO_MUSIC_TRACK_ID}
        onChange={(musicVolume) => actions.updateFormData({ musicVolume })}
      />
      <LiveMixPreview
        voiceAudioId={voiceAudioId}
        trackId={formData.selectedTrackId}
        volume={formData.musicVolume}
        messageType={formData.messageType}
      />
      <WizardNavigation
        onBack={() => {
          // Back to edit: the mix made ahead is likely stale, and made again on return if not.
          cancelAhead(store, 'mix');
          actions.previousStep();
        }}
        onContinue={() => void runGeneration(store)}
        continueDisabled={isProcessing}
      />
    </StepCard>
  );
}
