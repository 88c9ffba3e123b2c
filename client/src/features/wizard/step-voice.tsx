import { UpcomingStep } from './upcoming-step';

/** Step 2, Voice Selection: provider, gender and voice cards arrive in a later issue. */
export function StepVoice() {
  return <UpcomingStep step={2} title="Voice Selection" />;
}
