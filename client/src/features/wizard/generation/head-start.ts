import { messages } from '#common/messages.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import type { SynthesizeVoiceBody } from '#common/schemas/voices.js';
import { toast } from '@/components/ui/use-toast';
import type { HeadStartState, VoiceHeadStart } from '../message-state';
import type { MessageStore } from '../message-store';
import { inOtherLanguage, needsSecondScript } from '../bilingual/bilingual-form';
import { canGenerateScript } from '../script-request';
import { errorMessageOf, requestScript, requestVoice, voiceKeyOf } from './generation-requests';
import { reportJobProgress } from './generation-status';
import { takeAhead } from './made-ahead';

/**
 * Record 050's head start: the script (if missing) and the voice recording are made while the
 * user chooses music, so Continue on step 4 only has to mix. Both are the message store's (record
 * 103): they outlive step 4 (Continue and step 5's Try again pick them up) and must not start twice.
 */

function setHeadStart(store: MessageStore, change: Partial<HeadStartState>): void {
  store.update((s) => ({ headStart: { ...s.headStart, ...change } }));
}

/**
 * The script to record: the one in the form, else one generated now (spec §4: on failure a
 * 'Script Generation Failed' toast, and the flow moves on with none). A bilingual message's other
 * language is generated alongside when missing (record 145). Concurrent callers share one request.
 */
export function ensureScript(store: MessageStore): Promise<string> {
  const data = store.getState().wizard.formData;
  const needsFirst = data.scriptContent.trim() === '';
  const needsSecond = needsSecondScript(data);
  if (!needsFirst && !needsSecond) return Promise.resolve(data.scriptContent);
  if (store.work.pendingScript) return store.work.pendingScript;
  if (!canGenerateScript(data)) {
    toast({ title: messages.generation.scriptFailedTitle, description: messages.scripts.generationInputRequired });
    return Promise.resolve(data.scriptContent);
  }
  setHeadStart(store, { scriptPending: true });
  const pending = Promise.all([
    needsFirst ? requestScript(data) : data.scriptContent,
    needsSecond ? requestScript(inOtherLanguage(data)) : undefined,
  ])
    .then(([script, secondScript]) => {
      store.actions.updateFormData({
        scriptContent: script,
        ...(secondScript === undefined ? {} : { secondScriptContent: secondScript }),
      });
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
      return store.getState().wizard.formData.scriptContent;
    })
    .finally(() => {
      store.work.pendingScript = null;
      setHeadStart(store, { scriptPending: false });
    });
  store.work.pendingScript = pending;
  return pending;
}

/**
 * The recording for `body`: the head start's when it is for the same request and has not failed,
 * else the one step 3 made ahead for it (record 129), else a new one.
 */
export function ensureVoice(store: MessageStore, body: SynthesizeVoiceBody): VoiceHeadStart {
  const key = voiceKeyOf(body);
  const current = store.getState().headStart.voice;
  if (current && current.key === key && current.status !== 'failed') return current;
  let knowJob: (id: string | null) => void = () => undefined;
  const jobId = new Promise<string | null>((resolve) => (knowJob = resolve));
  const onStatus = (job: JobStatusReply) => {
    knowJob(job.id);
    reportJobProgress(store, job);
  };
  const ask = () => requestVoice(body, onStatus);
  // Should the voice made ahead fail (refused, superseded elsewhere), it is asked for as usual:
  // its own failure shows nowhere.
  const ahead = takeAhead(store, 'voice', body, onStatus);
  if (ahead) void ahead.jobId.then((id) => id && knowJob(id));
  const promise = ahead ? ahead.result.catch(ask) : ask();
  promise.catch(() => knowJob(null));
  const entry: VoiceHeadStart = { key, status: 'pending', promise, jobId };
  // Only the newest request reports; an older one finishing late is about stale inputs.
  const settle = (change: Partial<VoiceHeadStart>) => {
    if (store.getState().headStart.voice?.promise === promise) setHeadStart(store, { voice: { ...entry, ...change } });
  };
  promise.then(
    (reply) => settle({ status: 'ready', reply }),
    (error: unknown) => settle({ status: 'failed', error }),
  );
  setHeadStart(store, { voice: entry });
  return entry;
}
