import { UpcomingStep } from './upcoming-step';

/** Step 5, Final Audio Preview: player, summary and download arrive in a later issue. */
export function StepDownload() {
  return <UpcomingStep step={5} title="Final Audio Preview" isLast />;
}
