import type { WizardFormData } from '#common/wizard.js';

/**
 * The generation step 5 waits for, kept in sessionStorage so a reload of step 5 attaches to the same
 * jobs instead of starting over (the server keeps the jobs and their results). Cleared when the user
 * leaves step 5 to edit, or starts a new message.
 */
export interface SavedGeneration {
  formData: WizardFormData;
  voiceJobId?: string;
  mixJobId?: string;
}

const KEY = 'avs.generation';

export function loadSavedGeneration(): SavedGeneration | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const saved = raw ? (JSON.parse(raw) as SavedGeneration) : null;
    return saved && typeof saved === 'object' && saved.formData ? saved : null;
  } catch {
    return null;
  }
}

export function saveGeneration(saved: SavedGeneration): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage full or disabled: a reload then starts over, as before.
  }
}

/** Adds a job id to the generation being saved; nothing when none is (the head start before Continue). */
export function noteGenerationJob(job: Pick<SavedGeneration, 'voiceJobId' | 'mixJobId'>): void {
  const saved = loadSavedGeneration();
  if (saved) saveGeneration({ ...saved, ...job });
}

export function clearSavedGeneration(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing saved
  }
}
