import { useSyncExternalStore } from 'react';
import { messages } from '#common/messages.js';
import type { SynthesizeVoiceBody, SynthesizeVoiceReply } from '#common/schemas/voices.js';
import type { WizardFormData } from '#common/wizard.js';
import { toast } from '@/components/ui/use-toast';
import { canGenerateScript } from '../script-request';
import { errorMessageOf, requestScript, requestVoice, voiceKeyOf } from './generation-requests';

/**
 * Record 050's head start: the script (if missing) and the voice recording are made while the
 * user chooses music, so Continue on step 4 only has to mix. It lives outside React because it
 * outlives step 4 (Continue and step 5's Try again pick it up) and must not start twice.
 */

export interface VoiceHeadStart {
  /** voiceKeyOf(request): the recording is only reused for exactly the same request. */
  key: string;
  status: 'pending' | 'ready' | 'failed';
  promise: Promise<SynthesizeVoiceReply>;
  /** Once ready: the recording (step 4's live preview mixes it). */
  reply?: SynthesizeVoiceReply;
  error?: unknown;
}

export interface HeadStartSnapshot {
  scriptPending: boolean;
  voice: VoiceHeadStart | null;
}

let snapshot: HeadStartSnapshot = { scriptPending: false, voice: null };
let pendingScript: Promise<string> | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<HeadStartSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

/**
 * The script to record: the one in the form, else one generated now (spec §4: on failure a
 * 'Script Generation Failed' toast, and the flow moves on with none). Concurrent callers share one request.
 */
export function ensureScript(data: WizardFormData, save: (data: Partial<WizardFormData>) => void): Promise<string> {
  if (data.scriptContent.trim() !== '') return Promise.resolve(data.scriptContent);
  if (pendingScript) return pendingScript;
  if (!canGenerateScript(data)) {
    toast({ title: messages.generation.scriptFailedTitle, description: messages.scripts.generationInputRequired });
    return Promise.resolve('');
  }
  update({ scriptPending: true });
  pendingScript = requestScript(data)
    .then((script) => {
      save({ scriptContent: script });
      toast({
        title: messages.scripts.generatedTitle,
        description: messages.generation.scriptGenerated,
        variant: 'default',
      });
      return script;
    })
    .catch((error: unknown) => {
      toast({
        title: messages.generation.scriptFailedTitle,
        description: errorMessageOf(error, messages.generation.scriptFailed),
      });
      return '';
    })
    .finally(() => {
      pendingScript = null;
      update({ scriptPending: false });
    });
  return pendingScript;
}

/** The recording for `body`: the head start's when it is for the same request and has not failed, else a new one. */
export function ensureVoice(body: SynthesizeVoiceBody): VoiceHeadStart {
  const key = voiceKeyOf(body);
  const current = snapshot.voice;
  if (current && current.key === key && current.status !== 'failed') return current;

  const promise = requestVoice(body);
  const entry: VoiceHeadStart = { key, status: 'pending', promise };
  // Only the newest request reports; an older one finishing late is about stale inputs.
  const settle = (change: Partial<VoiceHeadStart>) => {
    if (snapshot.voice?.promise === promise) update({ voice: { ...entry, ...change } });
  };
  promise.then(
    (reply) => settle({ status: 'ready', reply }),
    (error: unknown) => settle({ status: 'failed', error }),
  );
  update({ voice: entry });
  return entry;
}

export function getHeadStart(): HeadStartSnapshot {
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useHeadStart(): HeadStartSnapshot {
  return useSyncExternalStore(subscribe, getHeadStart, getHeadStart);
}
