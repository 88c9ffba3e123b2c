import type { PromptState } from '../phone-menus/menu-read.js';

/** One prompt as a pack holds it: its files (none when the owner turned it off) and what to say about them. */
export interface PackedPrompt {
  prompt: PromptState;
  /** Its render's version: the sheet and the README say which version each plainly named file is (record 140). */
  version: number;
  files: { name: string; what: string; bytes: number }[];
  /** Where a file is over the system's published limits, in plain words; never cut to fit. */
  notes: string[];
}
