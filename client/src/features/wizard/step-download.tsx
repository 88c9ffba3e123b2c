import { BookOpen, CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useEffect } from 'react';
import { resumeGeneration, runGeneration } from './generation/run-generation';
import { AudioSummary } from './result/audio-summary';
import { CreateNewMessageButton } from './result/create-new-message';
import { FALLBACK_DURATION_SECONDS } from './result/audio-format';
import { DownloadPanel } from './result/download-panel';
import { ExpiredResult } from './result/expired-result';
import { ResultSaving } from './result/result-saving';
import { useMixState } from './result/use-mix-state';
import { hasUnsavedWork } from './wizard-reducer';
import { FinalAudioPlayer } from './result/final-audio-player';
import { GenerationProblem } from './result/generation-problem';
import { StepCard } from './step-card';
import { WizardNavigation } from './wizard-navigation';
import { useGeneration, useMessageStore, useWizardActions, useWizardState } from './wizard-store';

/** Step 5, Final Audio Preview (spec §2, §7, §8; records 050, 056, 108). */
export function StepDownload() {
  const wizard = useWizardState();
  const { formData, editing } = wizard;
  const store = useMessageStore();
  const actions = useWizardActions();
  const status = useGeneration();
  const { audioUrl } = formData;
  // The mix's url is /api/audio/<id>; the Library and the Guide's exports take the id.
  const audioId = audioUrl ? audioUrl.split('/').at(-1) : undefined;
  // Whether the result still plays: past its 24 hours it is made again from its recipe.
  const mixState = useMixState(audioId);
  const expired = mixState.data?.expired ? mixState.data : null;

  // After a reload nothing is running in this page: attach to the awaited run's jobs from the draft (record 103).
  useEffect(() => {
    const { generation } = store.getState();
    if (!audioUrl && generation.awaited && generation.phase === 'idle') void resumeGeneration(store);
    // Only on arrival at step 5.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <StepCard
      step={5}
      title="Final Audio Preview"
      description="Listen to your message, then download the MP3 for your phone system."
    >
      {expired ? (
        <ExpiredResult state={expired} />
      ) : audioUrl ? (
        <>
          <Alert variant="success" role="status">
            <CheckCircle2 aria-hidden="true" />
            <div>
              <AlertTitle>Your audio message is ready!</AlertTitle>
              <AlertDescription>Voice and music are mixed and mastered for telephone lines.</AlertDescription>
            </div>
          </Alert>
          <FinalAudioPlayer
            audioUrl={audioUrl}
            knownDuration={formData.audioDuration ?? FALLBACK_DURATION_SECONDS}
            // A file that will not play may have passed its 24 hours: ask the server again.
            onPlaybackError={() => void mixState.refetch()}
          />
          <AudioSummary data={formData} />
          <DownloadPanel
            audioUrl={audioUrl}
            companyName={formData.companyName}
            messageType={formData.messageType}
            fileSize={formData.audioFileSize}
          />
        </>
      ) : (
        <GenerationProblem
          status={status}
          onRetry={(useLocalEngine) => void runGeneration(store, { useLocalEngine })}
          onChooseTrack={() => actions.goToStep(4)}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="outline" asChild>
          <Link href={`/guide?${guideQuery(audioId, formData.messageType)}`}>
            <BookOpen aria-hidden="true" />
            Implementation Guide
          </Link>
        </Button>
        {audioId && !expired ? <ResultSaving audioId={audioId} data={formData} editing={editing} /> : null}
      </div>
      <WizardNavigation onBack={() => actions.goToStep(3)} backLabel="Edit Message" showContinue={false}>
        <CreateNewMessageButton unsavedWork={hasUnsavedWork(wizard)} />
      </WizardNavigation>
    </StepCard>
  );
}

/** The Guide opens on the message and on the tab for its type (record 099). */
function guideQuery(audioId: string | null | undefined, messageType: string): string {
  const query = new URLSearchParams({ type: messageType });
  if (audioId) query.set('audio', audioId);
  return query.toString();
}
