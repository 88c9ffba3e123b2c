import { AnimatePresence, motion, useReducedMotion } from 'motion/react';
import { useEffect, useRef, type ComponentType } from 'react';
import { Redirect, useLocation, useRoute } from 'wouter';
import { audioPlayer } from '@/lib/audio-player';
import { EditingNote } from './editing-note';
import { ErrorBanner } from './error-banner';
import { ProcessingOverlay } from './processing-overlay';
import { StepBusinessInfo } from './step-business-info';
import { StepFocusContext } from './step-card';
import { StepDownload } from './step-download';
import { StepIndicator } from './step-indicator';
import { StepMessage } from './step-message';
import { StepMusic } from './step-music';
import { STEP_ROUTE, stepFromSlug, stepPath } from './step-paths';
import { StepVoice } from './step-voice';
import { WizardHeader } from './wizard-header';
import type { WizardStep } from './wizard-reducer';
import { useMessageStore, usePickedUp, useWizardActions, useWizardState } from './wizard-store';
import { MAIN_CONTENT_ID } from '@/components/skip-link';

const STEP_COMPONENTS: Record<WizardStep, ComponentType> = {
  1: StepBusinessInfo,
  2: StepVoice,
  3: StepMessage,
  4: StepMusic,
  5: StepDownload,
};

/** Forward moves slide in from the right, backward moves from the left (spec §2). */
const SLIDE_PX = 56;
const stepVariants = {
  enter: ({ direction, reduce }: { direction: number; reduce: boolean }) => ({
    opacity: 0,
    x: reduce ? 0 : direction * SLIDE_PX,
  }),
  center: { opacity: 1, x: 0 },
  exit: ({ direction, reduce }: { direction: number; reduce: boolean }) => ({
    opacity: 0,
    x: reduce ? 0 : direction * -SLIDE_PX,
  }),
};

/**
 * The five-step wizard (spec §2 "Wizard frame"), each step at its own URL (record 091): Back and
 * Forward change the URL, and the wizard follows it to any step already reached.
 */
export function WizardPage({ email }: { email: string }) {
  const { currentStep, furthestStep, direction, error } = useWizardState();
  const store = useMessageStore();
  const { clearError, followUrl, goToStep } = useWizardActions();
  const [, navigate] = useLocation();
  // A draft picked up from elsewhere shows the step anew: its form's own copy of the fields is then the new one.
  const pickedUp = usePickedUp();
  const [, params] = useRoute(STEP_ROUTE);
  const urlStep = stepFromSlug(params?.slug);
  const followed = useRef<number | null>(null);
  useEffect(() => {
    if (urlStep === null || urlStep === followed.current) return;
    const opening = followed.current === null;
    followed.current = urlStep;
    // Reloaded at step 4 while Continue was making the message: the draft opens step 5, which
    // attaches to its jobs (record 103), and the URL follows it rather than leaving it. An earlier
    // step's address, typed at step 5, opens that step (issue 47).
    const { wizard, generation } = store.getState();
    if (opening && generation.awaited && wizard.currentStep === 5 && urlStep === 4) {
      navigate(stepPath(5), { replace: true });
      return;
    }
    followUrl(urlStep);
  }, [urlStep, followUrl, store, navigate]);
  const reduce = useReducedMotion() ?? false;
  const hasNavigated = useRef(false);
  const firstStep = useRef(currentStep);

  // Spec §4: moving to a new step stops all audio.
  useEffect(() => {
    audioPlayer.stopAll();
    if (currentStep !== firstStep.current) hasNavigated.current = true;
  }, [currentStep]);

  // Leaving the wizard (sign out, /admin) stops any sample or preview too.
  useEffect(() => () => audioPlayer.stopAll(), []);

  if (urlStep === null) return <Redirect to={stepPath(currentStep)} replace />;
  const Step = STEP_COMPONENTS[currentStep];
  const custom = { direction, reduce };

  return (
    <div className="flex min-h-dvh flex-col">
      <WizardHeader email={email} />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-4 px-4 py-4 outline-none sm:gap-6 sm:px-6 sm:py-10"
      >
        <p className="mx-auto max-w-2xl text-center text-sm text-muted-foreground sm:text-lg">
          Professional on-hold messages, voicemail greetings and phone announcements in five easy steps
        </p>
        <StepIndicator currentStep={currentStep} furthestStep={furthestStep} onOpen={goToStep} />
        <EditingNote />
        {error ? <ErrorBanner message={error} onDismiss={clearError} /> : null}
        <StepFocusContext.Provider value={hasNavigated}>
          <div className="relative overflow-x-clip">
            <AnimatePresence mode="wait" initial={false} custom={custom}>
              <motion.div
                key={currentStep}
                custom={custom}
                variants={stepVariants}
                initial="enter"
                animate="center"
                exit="exit"
                transition={{ duration: reduce ? 0.1 : 0.22, ease: 'easeOut' }}
                data-step-transition={direction > 0 ? 'forward' : 'backward'}
              >
                <Step key={pickedUp} />
              </motion.div>
            </AnimatePresence>
          </div>
        </StepFocusContext.Provider>
      </main>
      <ProcessingOverlay />
    </div>
  );
}
