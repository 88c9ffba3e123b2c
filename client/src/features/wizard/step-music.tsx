import { UpcomingStep } from './upcoming-step';

/** Step 4, Background Music: track list, volume and audio generation arrive in a later issue. */
export function StepMusic() {
  return <UpcomingStep step={4} title="Background Music" />;
}
