import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { MixAudioBody, MixAudioReply } from '#common/schemas/mix.js';
import type { SynthesizeVoiceBody, SynthesizeVoiceReply, UploadVoiceReply } from '#common/schemas/voices.js';
import type { WizardState } from './wizard-reducer';

/**
 * The message in progress, as the one client store holds it (record 103): every piece of one
 * message the user is making, from what they typed to the jobs making its audio. Only this shape
 * holds them; the steps, the head start, the voice and mix made ahead and the draft's sync read
 * and write it through the store (message-store.ts).
 */

/** The server draft this message is (record 090): one per user, so its owner is its id; `updatedAt` its revision. */
interface DraftKey {
  userId: string;
  /** The server's `updatedAt` of the last draft read or saved; null before the first save. */
  revision: string | null;
  /** Create New Message deleted it: nothing may be saved again before the page reloads. */
  discarded: boolean;
  /**
   * How many newer revisions saved elsewhere this store has taken (draft-sync.ts): a step keeps
   * its form's own copy of the fields while it is shown, so it is shown anew for each.
   */
  pickedUp: number;
}

/** The jobs of the generation step 5 waits for: kept in the draft, so a reload attaches to them instead of starting over. */
export interface AwaitedGeneration {
  voiceJobId?: string;
  mixJobId?: string;
}

/** How the latest audio generation (step 4's Continue, step 5's Try again) goes; step 5 reads it. */
export interface GenerationState {
  phase: 'idle' | 'running' | 'done' | 'failed';
  /** What went wrong, in the words of the toast that reported it. */
  error: string | null;
  /** The failure came from a studio voice service: offer the offline engine (record 053). */
  canUseLocalEngine: boolean;
  /** Set from Continue until the user leaves step 5; null when no generation is awaited. */
  awaited: AwaitedGeneration | null;
  /** The latest status of the job waited for: the overlay's "N messages ahead of yours". */
  progress: JobStatusReply | null;
}

/** Record 050's head start: the voice recording made while the user chooses music. */
export interface VoiceHeadStart {
  /** voiceKeyOf(request): the recording is only reused for exactly the same request. */
  key: string;
  status: 'pending' | 'ready' | 'failed';
  promise: Promise<SynthesizeVoiceReply>;
  /** The voice job's id once the server has answered (null if it refused). */
  jobId: Promise<string | null>;
  /** Once ready: the recording (step 4's live preview and mix made ahead use it). */
  reply?: SynthesizeVoiceReply;
  error?: unknown;
}

export interface HeadStartState {
  scriptPending: boolean;
  voice: VoiceHeadStart | null;
}

export interface MessageInProgress {
  draft: DraftKey;
  /** Steps, form data, per-type scripts, the overlay and the banner (wizard-reducer.ts). */
  wizard: WizardState;
  generation: GenerationState;
  headStart: HeadStartState;
  /** The voice made from the user's sample in this session (clone or match), for step 2's card. */
  ownVoice: UploadVoiceReply | null;
}

/** Work started on the server before the user asks for it: step 3's voice (record 129), step 4's mix (record 081). */
export interface MadeAhead<Reply> {
  /** The request, as JSON: taken only for exactly the same request. */
  key: string;
  /** The job's id once the server has answered (null if it refused). */
  jobId: Promise<string | null>;
  result: Promise<Reply>;
  /** Hears the job's statuses once it is taken; until then nobody waits for it. */
  onStatus: ((status: JobStatusReply) => void) | null;
}

/** What may be made ahead: each kind's request and what it answers. */
export interface AheadKinds {
  voice: { body: SynthesizeVoiceBody; reply: SynthesizeVoiceReply };
  mix: { body: MixAudioBody; reply: MixAudioReply };
}

/** The work made ahead, at most one of each kind: a newer request cancels the one before. */
type WorkAhead = { [K in keyof AheadKinds]: MadeAhead<AheadKinds[K]['reply']> | null };

/**
 * Work under way for this message that nothing renders: promises to share and a counter, kept
 * beside the state so a change to them does not re-render the wizard.
 */
export interface WorkInFlight {
  /** The script being generated for the head start or Continue: concurrent callers share it. */
  pendingScript: Promise<string> | null;
  ahead: WorkAhead;
  /** Only the newest generation run may change the message: an older one finishing late is about an old request. */
  latestRun: number;
}

export const idleGeneration: GenerationState = {
  phase: 'idle',
  error: null,
  canUseLocalEngine: false,
  awaited: null,
  progress: null,
};
