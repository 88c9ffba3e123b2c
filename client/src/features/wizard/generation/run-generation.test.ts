import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { defaultWizardFormData, type WizardFormData } from '#common/wizard.js';
import type { WizardActions } from '../wizard-store';

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
const { mixAhead } = await import('./mix-ahead');
const { getGenerationStatus } = await import('./generation-status');
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

function fakeActions(): WizardActions & Record<string, ReturnType<typeof vi.fn>> {
  return {
    updateFormData: vi.fn(),
    nextStep: vi.fn(),
    previousStep: vi.fn(),
    goToStep: vi.fn(),
    followUrl: vi.fn(),
    editScript: vi.fn(),
    setResultSaved: vi.fn(),
    setProcessing: vi.fn(),
    setError: vi.fn(),
    clearError: vi.fn(),
  };
}
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
    const actions = fakeActions();
    await runGeneration({ ...data, selectedTrackId: 'soft-jazz', musicVolume: 40 }, actions);

    expect(actions.updateFormData).toHaveBeenNthCalledWith(1, {
      audioUrl: '',
      audioDuration: null,
      audioFilename: '',
      audioFileSize: null,
    });
    expect(actions.setProcessing).toHaveBeenCalledWith(true);
    expect(post).toHaveBeenCalledWith(
      '/api/mix-audio',
      { voiceAudioId: 'v1', musicTrackId: 'soft-jazz', musicVolume: 40 },
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
    expect(getGenerationStatus().phase).toBe('done');
    await vi.advanceTimersByTimeAsync(LIMITS.overlayCleanupMs);
    expect(actions.setProcessing).toHaveBeenLastCalledWith(false);
    expect(actions.goToStep).toHaveBeenCalledWith(5);
  });

  it('forces the overlay away and moves to step 5 after 15 s of waiting', async () => {
    post.mockImplementation(() => new Promise(() => undefined));
    const actions = fakeActions();
    void runGeneration({ ...data, scriptContent: 'A script nobody records.' }, actions);
    await vi.advanceTimersByTimeAsync(LIMITS.forcedAdvanceMs - 1);
    expect(actions.goToStep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(actions.setProcessing).toHaveBeenLastCalledWith(false);
    expect(actions.goToStep).toHaveBeenCalledWith(5);
  });

  it('on a studio failure still moves to step 5, and offers the offline engine', async () => {
    post.mockRejectedValue(new ApiError(502, 'Murf is not answering', 'Murf is not answering', 'studio_failed'));
    const actions = fakeActions();
    await runGeneration({ ...data, scriptContent: 'Another script.' }, actions);
    expect(actions.goToStep).toHaveBeenCalledWith(5);
    expect(toast).toHaveBeenCalledWith({ title: 'Voice Synthesis Failed', description: 'Murf is not answering' });
    expect(post).not.toHaveBeenCalledWith('/api/mix-audio', expect.anything(), expect.anything());
    expect(getGenerationStatus()).toEqual({ phase: 'failed', error: 'Murf is not answering', canUseLocalEngine: true });
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
    const actions = fakeActions();
    await runGeneration({ ...data, scriptContent: 'Queued under load.' }, actions);
    expect(seen).toEqual(['/api/jobs/job-m2?waitMs=2000', '/api/jobs/job-m2?waitMs=2000']);
    expect(actions.updateFormData).toHaveBeenLastCalledWith(expect.objectContaining({ audioUrl: '/api/audio/m2' }));
  });

  it('says where a job stands: ahead of yours, next, or being made', () => {
    const job = { id: 'j', kind: 'mix', state: 'queued' as const, position: 3, etaSeconds: 11.6 };
    expect(queuePositionText(job)).toBe('3 messages ahead of yours, about 12 s');
    expect(queuePositionText({ ...job, position: 1 })).toBe('1 message ahead of yours, about 12 s');
    expect(queuePositionText({ ...job, position: 0 })).toBe('Yours is next, about 12 s');
    expect(queuePositionText({ ...job, state: 'running', position: 0, etaSeconds: 3 })).toBe(
      'Yours is being made now, about 3 s',
    );
    expect(queuePositionText({ ...job, state: 'done' })).toBeNull();
    expect(queuePositionText(null)).toBeNull();
  });

  it('after a reload, attaches to the saved mix job instead of starting over', async () => {
    get.mockResolvedValue(doneJob('job-m3', { ...mixReply, url: '/api/audio/m3' }));
    const actions = fakeActions();
    await resumeGeneration({ formData: data, mixJobId: 'job-m3' }, actions);
    expect(post).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledWith('/api/jobs/job-m3?waitMs=0', { cache: 'no-store' });
    expect(actions.updateFormData).toHaveBeenLastCalledWith(expect.objectContaining({ audioUrl: '/api/audio/m3' }));
    expect(getGenerationStatus().phase).toBe('done');
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
    await resumeGeneration({ formData: data, mixJobId: 'job-m4' }, fakeActions());
    expect(getGenerationStatus()).toEqual({
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

    mixAhead({ voiceAudioId: 'v1', musicTrackId: 'soft-jazz', musicVolume: 10 });
    mixAhead({ voiceAudioId: 'v1', musicTrackId: 'soft-jazz', musicVolume: 30 });
    await vi.advanceTimersByTimeAsync(0);
    expect(del).toHaveBeenCalledWith('/api/jobs/job-old');

    const actions = fakeActions();
    await runGeneration(
      { ...data, scriptContent: 'Mixed ahead.', selectedTrackId: 'soft-jazz', musicVolume: 30 },
      actions,
    );
    expect(post).not.toHaveBeenCalledWith('/api/mix-audio', expect.anything(), expect.anything());
    expect(actions.updateFormData).toHaveBeenLastCalledWith(expect.objectContaining({ audioUrl: '/api/audio/ahead' }));
  });

  it('mixes on Continue when the mix made ahead failed, without a failure toast', async () => {
    post.mockImplementation(async (path: string) => {
      if (path === '/api/synthesize-voice') return doneJob('job-v', voiceReply);
      if (path === '/api/mix-audio/speculative') throw new ApiError(429, 'Too many previews', 'Too many previews');
      return doneJob('job-m', mixReply);
    });
    const actions = fakeActions();
    mixAhead({ voiceAudioId: 'v1', musicTrackId: 'soft-jazz', musicVolume: 50 });
    await runGeneration(
      { ...data, scriptContent: 'Mixed on Continue.', selectedTrackId: 'soft-jazz', musicVolume: 50 },
      actions,
    );
    expect(post).toHaveBeenCalledWith(
      '/api/mix-audio',
      { voiceAudioId: 'v1', musicTrackId: 'soft-jazz', musicVolume: 50 },
      ASYNC,
    );
    expect(actions.updateFormData).toHaveBeenLastCalledWith(expect.objectContaining({ audioUrl: mixReply.url }));
    expect(titles()).not.toContain(messages.mix.failedTitle);
  });
});
