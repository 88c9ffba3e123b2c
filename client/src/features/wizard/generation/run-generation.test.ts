import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { defaultWizardFormData, type WizardFormData } from '#common/wizard.js';
import type { AwaitedGeneration } from '../message-state';
import type { MessageStore, WizardActions } from '../message-store';

// The server calls are replaced; the real ApiError is kept so the studio-failure rule is exercised.
const post = vi.fn();
const get = vi.fn();
const del = vi.fn();
vi.mock('@/lib/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api')>()),
  api: { post, get, delete: del },
  // startJob's POST (the job's 202 status) goes through `request`; seen here as the same `post`.
  request: (_method: string, path: string, { body, ...options }: { body?: unknown }) => post(path, body, options),
}));
const toast = vi.fn();
vi.mock('@/components/ui/use-toast', () => ({ toast }));

const { ApiError } = await import('@/lib/api');
const { runGeneration, resumeGeneration } = await import('./run-generation');
const { startAhead } = await import('./made-ahead');
const { voiceRequestFrom } = await import('./generation-requests');
const { createMessageStore } = await import('../message-store');
const { messageFromDraft } = await import('../draft/draft-state');
const { queuePositionText } = await import('./queue-position');

const data: WizardFormData = {
  ...defaultWizardFormData,
  companyName: 'Harbour View Dental',
  industry: 'healthcare',
  scriptContent: 'Thank you for calling.',
};
const mixReply = { url: '/api/audio/m1', duration: 38.7, filename: 'm1.mp3', fileSize: 600_000 };
const voiceReply = { audioId: 'v1', durationSeconds: 30, provider: 'local' };
/** What a job-backed call answers (202 with the job's status), here already done. */
const doneJob = (id: string, result: unknown) => ({
  id,
  kind: 'mix',
  state: 'done',
  position: 0,
  etaSeconds: 0,
  result,
});
const ASYNC = { headers: { Prefer: 'respond-async' } };

/** A real message store at step 4 holding `formData`, its actions watched. */
function storeWith(formData: WizardFormData, awaited: AwaitedGeneration | null = null): MessageStore {
  const empty = messageFromDraft('user-1', null, null, null);
  const store = createMessageStore(
    {
      ...empty,
      wizard: { ...empty.wizard, currentStep: 4, furthestStep: 4, formData },
      generation: { ...empty.generation, awaited },
    },
    vi.fn(),
  );
  for (const name of Object.keys(store.actions)) vi.spyOn(store.actions, name as keyof WizardActions);
  return store;
}
const generationOf = (store: MessageStore) => store.getState().generation;
const titles = () => toast.mock.calls.map(([t]) => (t as { title: string }).title);

beforeEach(() => {
  vi.useFakeTimers();
  post.mockReset();
  get.mockReset();
  del.mockReset();
  toast.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('runGeneration (step 4 Continue, step 5 Try again)', () => {
  it('clears the old audio, mixes the chosen track and volume, stores the result, and moves on after the overlay clean-up', async () => {
    post.mockImplementation(async (path: string) =>
      path === '/api/synthesize-voice' ? doneJob('job-v', voiceReply) : doneJob('job-m', mixReply),
    );
    const store = storeWith({ ...data, selectedTrackId: 'soft-jazz', musicVolume: 40 });
    const { actions } = store;
    await runGeneration(store);

    expect(actions.updateFormData).toHaveBeenNthCalledWith(1, {
      audioUrl: '',
      audioDuration: null,
      audioFilename: '',
      audioFileSize: null,
    });
    expect(actions.setProcessing).toHaveBeenCalledWith(true);
    expect(post).toHaveBeenCalledWith(
      '/api/mix-audio',
      // The mix carries the message's fields for its recipe (record 108).
      {
        voiceAudioId: 'v1',
        musicTrackId: 'soft-jazz',
        musicVolume: 40,
        // Its type places the voice in the music (record 112).
        messageType: 'on-hold',
        message: expect.objectContaining({ companyName: 'Harbour View Dental', messageType: 'on-hold' }),
      },
      ASYNC,
    );
    expect(actions.updateFormData).toHaveBeenLastCalledWith({
      audioUrl: mixReply.url,
      audioDuration: 38.7,
      audioFilename: 'm1.mp3',
      audioFileSize: 600_000,
    });
    expect(titles()).toEqual(['Voice Synthesized', 'Audio Mixed']);
    expect(actions.goToStep).not.toHaveBeenCalled();
    expect(generationOf(store)).toMatchObject({ phase: 'done', awaited: { voiceJobId: 'job-v', mixJobId: 'job-m' } });
    await vi.advanceTimersByTimeAsync(LIMITS.overlayCleanupMs);
    expect(actions.setProcessing).toHaveBeenLastCalledWith(false);
    expect(actions.goToStep).toHaveBeenCalledWith(5);
  });

  it("says no 'Voice Synthesized' for a recording the server reused rather than synthesized (issue 47)", async () => {
    post.mockImplementation(async (path: string) =>
      path === '/api/synthesize-voice' ? doneJob('job-v', { ...voiceReply, reused: true }) : doneJob('job-m', mixReply),
    );
    await runGeneration(storeWith(data));
    expect(titles()).toEqual(['Audio Mixed']);
  });

  it('makes a bilingual message as one voice request, writing its missing other language first (record 145)', async () => {
    const scriptAsked: unknown[] = [];
    post.mockImplementation(async (path: string, body: { language?: string }) => {
      if (path === '/api/generate-script') {
        scriptAsked.push(body.language);
        return { script: body.language === 'es' ? 'Gracias por llamar.' : 'Thank you.' };
      }
      return path === '/api/synthesize-voice' ? doneJob('job-v', voiceReply) : doneJob('job-m', mixReply);
    });
    const store = storeWith({ ...data, bilingual: true, secondVoiceType: 'es-US-lucia' });
    await runGeneration(store);

    // Only the missing Spanish script was asked for, in Spanish.
    expect(scriptAsked).toEqual(['es']);
    expect(post).toHaveBeenCalledWith(
      '/api/synthesize-voice',
      expect.objectContaining({
        script: 'Thank you for calling.',
        language: 'en',
        secondPart: { script: 'Gracias por llamar.', voiceType: 'es-US-lucia', language: 'es', placement: 'end' },
      }),
      ASYNC,
    );
    expect(post).toHaveBeenCalledWith(
      '/api/mix-audio',
      expect.objectContaining({ message: expect.objectContaining({ bilingual: true, languageKey: '' }) }),
      ASYNC,
    );
    expect(generationOf(store).phase).toBe('done');
  });

  it('forces the overlay away and moves to step 5 after 15 s of waiting', async () => {
    post.mockImplementation(() => new Promise(() => undefined));
    const store = storeWith(data);
    const { actions } = store;
    void runGeneration(store);
    await vi.advanceTimersByTimeAsync(LIMITS.forcedAdvanceMs - 1);
    expect(actions.goToStep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(actions.setProcessing).toHaveBeenLastCalledWith(false);
    expect(actions.goToStep).toHaveBeenCalledWith(5);
  });

  it('on a studio failure still moves to step 5, and offers the offline engine', async () => {
    post.mockRejectedValue(new ApiError(502, 'Murf is not answering', 'Murf is not answering', 'studio_failed'));
    const store = storeWith(data);
    const { actions } = store;
    await runGeneration(store);
    expect(actions.goToStep).toHaveBeenCalledWith(5);
    expect(toast).toHaveBeenCalledWith({ title: 'Voice Synthesis Failed', description: 'Murf is not answering' });
    expect(post).not.toHaveBeenCalledWith('/api/mix-audio', expect.anything(), expect.anything());
    expect(generationOf(store)).toMatchObject({
      phase: 'failed',
      error: 'Murf is not answering',
      canUseLocalEngine: true,
    });
  });

  it('follows a queued job until it is done, reporting its place in the queue', async () => {
    const queued = { id: 'job-m2', kind: 'mix', state: 'queued', position: 3, etaSeconds: 12 };
    post.mockImplementation(async (path: string) =>
      path === '/api/synthesize-voice' ? doneJob('job-v2', { ...voiceReply, audioId: 'v2' }) : queued,
    );
    const seen: (string | null)[] = [];
    get.mockImplementation(async (path: string) => {
      seen.push(path);
      return seen.length === 1
        ? { ...queued, state: 'running', position: 0, etaSeconds: 4 }
        : doneJob('job-m2', { ...mixReply, url: '/api/audio/m2' });
    });
    const store = storeWith(data);
    const progress: unknown[] = [];
    store.subscribe(() => progress.push(generationOf(store).progress));
    await runGeneration(store);
    expect(progress).toContainEqual(queued);
    expect(progress).toContainEqual({ ...queued, state: 'running', position: 0, etaSeconds: 4 });
    expect(generationOf(store).progress).toBeNull();
    expect(seen).toEqual(['/api/jobs/job-m2?waitMs=2000', '/api/jobs/job-m2?waitMs=2000']);
    expect(store.actions.updateFormData).toHaveBeenLastCalledWith(
      expect.objectContaining({ audioUrl: '/api/audio/m2' }),
    );
  });

  it('says where a job stands: ahead of yours, next, or being made', () => {
    const job = { id: 'j', kind: 'mix', state: 'queued' as const, position: 3, etaSeconds: 11.6 };
    expect(queuePositionText(job)).toBe('3 messages ahead of yours, about 12 s');
    expect(queuePositionText({ ...job, position: 1 })).toBe('1 message ahead of yours, about 12 s');
    expect(queuePositionText({ ...job, position: 0 })).toBe('Yours is next, about 12 s');
    expect(queuePositionText({ ...job, state: 'running', position: 0, etaSeconds: 3 })).toBe(
      'Yours is being made now, about 3 s',
    );
    expect(queuePositionText({ ...job, state: 'running', position: 0, etaSeconds: 3, restarted: true })).toBe(
      'It had stopped making progress, so it was started again. Yours is being made now, about 3 s',
    );
    expect(queuePositionText({ ...job, state: 'done' })).toBeNull();
    expect(queuePositionText(null)).toBeNull();
  });

  it('after a reload, attaches to the saved mix job instead of starting over', async () => {
    get.mockResolvedValue(doneJob('job-m3', { ...mixReply, url: '/api/audio/m3' }));
    const store = storeWith(data, { mixJobId: 'job-m3' });
    const { actions } = store;
    await resumeGeneration(store);
    expect(post).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledWith('/api/jobs/job-m3?waitMs=0', { cache: 'no-store' });
    expect(actions.updateFormData).toHaveBeenLastCalledWith(expect.objectContaining({ audioUrl: '/api/audio/m3' }));
    expect(generationOf(store).phase).toBe('done');
  });

  it('after a reload, a failed job reads as the call itself would have failed', async () => {
    get.mockResolvedValue({
      id: 'job-m4',
      kind: 'mix',
      state: 'failed',
      position: 0,
      etaSeconds: 0,
      error: { status: 404, message: messages.mix.voiceNotFound },
    });
    const store = storeWith(data, { mixJobId: 'job-m4' });
    await resumeGeneration(store);
    expect(generationOf(store)).toMatchObject({
      phase: 'failed',
      error: messages.mix.voiceNotFound,
      canUseLocalEngine: false,
    });
    expect(toast).toHaveBeenCalledWith({ title: messages.mix.failedTitle, description: messages.mix.voiceNotFound });
  });
});

describe('the mix made ahead in step 4 (record 081)', () => {
  const running = (id: string) => ({ id, kind: 'mix', state: 'running', position: 0, etaSeconds: 1 });

  it('Continue takes the mix made ahead for the same choice; a newer choice cancels the older job', async () => {
    post.mockImplementation(async (path: string, body: { musicVolume?: number }) => {
      if (path === '/api/synthesize-voice') return doneJob('job-v', voiceReply);
      if (path === '/api/mix-audio/speculative')
        return body.musicVolume === 10
          ? running('job-old')
          : doneJob('job-ahead', { ...mixReply, url: '/api/audio/ahead' });
      return doneJob('job-m', mixReply);
    });
    get.mockImplementation(() => new Promise(() => undefined)); // the older job never finishes by itself
    del.mockResolvedValue(running('job-old'));

    const store = storeWith({ ...data, scriptContent: 'Mixed ahead.', selectedTrackId: 'soft-jazz', musicVolume: 30 });
    startAhead(store, 'mix', { voiceAudioId: 'v1', musicTrackId: 'soft-jazz', musicVolume: 10 });
    startAhead(store, 'mix', { voiceAudioId: 'v1', musicTrackId: 'soft-jazz', musicVolume: 30 });
    await vi.advanceTimersByTimeAsync(0);
    expect(del).toHaveBeenCalledWith('/api/jobs/job-old');

    await runGeneration(store);
    expect(post).not.toHaveBeenCalledWith('/api/mix-audio', expect.anything(), expect.anything());
    // The job made ahead is the one a reload of step 5 attaches to.
    expect(generationOf(store).awaited).toEqual({ voiceJobId: 'job-v', mixJobId: 'job-ahead' });
    expect(store.actions.updateFormData).toHaveBeenLastCalledWith(
      expect.objectContaining({ audioUrl: '/api/audio/ahead' }),
    );
  });

  it('mixes on Continue when the mix made ahead failed, without a failure toast', async () => {
    post.mockImplementation(async (path: string) => {
      if (path === '/api/synthesize-voice') return doneJob('job-v', voiceReply);
      if (path === '/api/mix-audio/speculative') throw new ApiError(429, 'Too many previews', 'Too many previews');
      return doneJob('job-m', mixReply);
    });
    const store = storeWith({ ...data, selectedTrackId: 'soft-jazz', musicVolume: 50 });
    const { actions } = store;
    startAhead(store, 'mix', { voiceAudioId: 'v1', musicTrackId: 'soft-jazz', musicVolume: 50 });
    await runGeneration(store);
    expect(post).toHaveBeenCalledWith(
      '/api/mix-audio',
      expect.objectContaining({ voiceAudioId: 'v1', musicTrackId: 'soft-jazz', musicVolume: 50 }),
      ASYNC,
    );
    expect(actions.updateFormData).toHaveBeenLastCalledWith(expect.objectContaining({ audioUrl: mixReply.url }));
    expect(titles()).not.toContain(messages.mix.failedTitle);
  });
});

describe('the voice made ahead in step 3 (record 129)', () => {
  const job = (id: string, state: string, result?: unknown) => ({
    id,
    kind: 'speculative-voice',
    state,
    position: 0,
    etaSeconds: 2,
    ...(result ? { result } : {}),
  });

  it('step 4 takes the voice made ahead for the same request, and reports its status as it is made', async () => {
    const script = 'Recorded while the user read it over.';
    post.mockImplementation(async (path: string) => {
      if (path === '/api/synthesize-voice/speculative') return job('job-va', 'queued');
      return doneJob('job-m', mixReply);
    });
    // The job is made over two long polls: running after one second, done after two.
    const polls = [job('job-va', 'running'), job('job-va', 'done', { ...voiceReply, audioId: 'va' })];
    get.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(polls.shift()), 1_000)));
    const store = storeWith({ ...data, scriptContent: script });
    startAhead(store, 'voice', voiceRequestFrom(store.getState().wizard.formData));
    await vi.advanceTimersByTimeAsync(0);

    const progress: unknown[] = [];
    store.subscribe(() => progress.push(generationOf(store).progress));
    const run = runGeneration(store);
    await vi.advanceTimersByTimeAsync(2_000);
    await run;
    expect(post).not.toHaveBeenCalledWith('/api/synthesize-voice', expect.anything(), expect.anything());
    expect(progress).toContainEqual(job('job-va', 'running'));
    expect(post).toHaveBeenCalledWith('/api/mix-audio', expect.objectContaining({ voiceAudioId: 'va' }), ASYNC);
    // The job made ahead is the one a reload of step 5 attaches to.
    expect(generationOf(store)).toMatchObject({ phase: 'done', awaited: { voiceJobId: 'job-va', mixJobId: 'job-m' } });
  });

  it('a changed script cancels the voice made ahead; step 4 cancels a stale one and asks for its own', async () => {
    post.mockImplementation(async (path: string, body: { script?: string }) => {
      if (path === '/api/synthesize-voice/speculative') return job(`job-${body.script}`, 'running');
      if (path === '/api/synthesize-voice') return doneJob('job-v', voiceReply);
      return doneJob('job-m', mixReply);
    });
    get.mockImplementation(() => new Promise(() => undefined)); // what is made ahead never finishes by itself
    del.mockImplementation(async (path: string) => job(path.split('/').at(-1)!, 'cancelled'));
    const store = storeWith({ ...data, scriptContent: 'first' });
    const ahead = () => startAhead(store, 'voice', voiceRequestFrom(store.getState().wizard.formData));
    ahead();
    store.actions.updateFormData({ scriptContent: 'second' });
    ahead();
    await vi.advanceTimersByTimeAsync(0);
    expect(del.mock.calls).toEqual([['/api/jobs/job-first']]);

    // Edited again, and Continue pressed before the script was still: the voice made ahead is stale.
    store.actions.updateFormData({ scriptContent: 'third' });
    await runGeneration(store);
    expect(del.mock.calls).toEqual([['/api/jobs/job-first'], ['/api/jobs/job-second']]);
    expect(post).toHaveBeenCalledWith('/api/synthesize-voice', expect.objectContaining({ script: 'third' }), ASYNC);
    expect(generationOf(store).awaited).toEqual({ voiceJobId: 'job-v', mixJobId: 'job-m' });
  });

  it('asks for the voice when the one made ahead was refused, without a word about the refusal', async () => {
    post.mockImplementation(async (path: string) => {
      if (path === '/api/synthesize-voice/speculative')
        throw new ApiError(429, 'Too many previews', 'Too many previews');
      if (path === '/api/synthesize-voice') return doneJob('job-v', voiceReply);
      return doneJob('job-m', mixReply);
    });
    const store = storeWith(data);
    startAhead(store, 'voice', voiceRequestFrom(data));
    await runGeneration(store);
    expect(post).toHaveBeenCalledWith('/api/synthesize-voice', voiceRequestFrom(data), ASYNC);
    expect(titles()).toEqual(['Voice Synthesized', 'Audio Mixed']);
    expect(generationOf(store).phase).toBe('done');
  });
});
