import type { WizardStep } from './wizard-reducer';

/**
 * Each step's own URL (record 091), so Back and Forward move between steps and a reload stays on
 * the step. "/" opens the draft's current step.
 */
const STEP_SLUGS: Record<WizardStep, string> = {
  1: 'business',
  2: 'voice',
  3: 'message',
  4: 'music',
  5: 'download',
};

export const STEP_ROUTE = '/studio/:slug';

export function stepPath(step: WizardStep): string {
  return `/studio/${STEP_SLUGS[step]}`;
}

/** The step a slug names; null for one that names none. */
export function stepFromSlug(slug: string | undefined): WizardStep | null {
  const found = Object.entries(STEP_SLUGS).find(([, s]) => s === slug);
  return found ? (Number(found[0]) as WizardStep) : null;
}
