import { UpcomingStep } from './upcoming-step';

/** Step 3, Message Type and Content: type, AI script and saved scripts arrive in a later issue. */
export function StepMessage() {
  return <UpcomingStep step={3} title="Message Type and Content" />;
}
