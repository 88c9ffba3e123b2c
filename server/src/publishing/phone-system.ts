import type { z } from 'zod';
import type { PhoneSystemKind } from '#common/schemas/publishing.js';

/**
 * What every phone system the product publishes to offers (issue 48): a check that a connection's
 * credentials reach what it names, and the sending of one prompt, new or in place of the one this
 * connection sent before. Each system speaks its own documented API (publishing/systems/); retries,
 * back-off, records and locks are the publisher's (publish-menu.ts), so a system's module only
 * says what happened, in a `PublishError`.
 */

/** The languages a prompt can carry, as the menus name them. */
export type PromptLanguage = 'en' | 'es';

/** One audio file of a prompt, on the node's disk, made as the system's pack makes it. */
export interface PromptFile {
  language: PromptLanguage;
  /** Its name as the pack names it, ending included (e.g. `main_menu.wav`). */
  fileName: string;
  path: string;
  contentType: string;
}

/** One prompt to send: its name is the pack's, so the system's flows keep pointing at it. */
export interface PromptUpload {
  name: string;
  /** Words for the system's description field: what it says, shortened. */
  description: string;
  /**
   * Its files: one per language where the system keeps a resource per language in one prompt
   * (Genesys Cloud); elsewhere the publisher sends each language as a prompt of its own, and
   * Asterisk gets the four files of one sound.
   */
  files: PromptFile[];
}

/** Why a call failed, in the words the owner reads. */
export type PublishFailure =
  /** The credentials were refused or lack a right: trying again will not help. */
  | 'refused'
  /** The system is busy or away (429, 5xx, a dropped connection): worth trying again later. */
  | 'busy'
  /** Anything else: the system said no to this prompt (too long, a bad name). */
  | 'failed';

export class PublishError extends Error {
  constructor(
    message: string,
    readonly failure: PublishFailure,
    /** What the system asked us to wait (Retry-After), in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** What a call can use: the publisher's signal (the job was cancelled or the node stops). */
export interface CallContext {
  signal: AbortSignal;
}

interface TestResult {
  /** What the check found, in plain words ("Reached instance Main and listed its 12 prompts."). */
  summary: string;
  /** What the check learned and the connection keeps from now on (Asterisk: the host key it pinned). */
  target?: Record<string, unknown>;
}

export interface PhoneSystem<Target, Secret> {
  kind: PhoneSystemKind;
  /** Its name as the page shows it. */
  name: string;
  /** What a connection reaches (stored as it is, shown to the owner). */
  target: z.ZodType<Target>;
  /** Its credentials (stored encrypted, never sent back to a browser, never logged). */
  secret: z.ZodType<Secret>;
  /** Checks the credentials reach the target and can list and write prompts there. */
  test(target: Target, secret: Secret, context: CallContext): Promise<TestResult>;
  /**
   * Sends one prompt: updates the one with `remoteId` (sent before by this connection) in place,
   * else creates it. Returns its id there, for the next update.
   */
  send(
    target: Target,
    secret: Secret,
    prompt: PromptUpload,
    remoteId: string | undefined,
    context: CallContext,
  ): Promise<string>;
}
