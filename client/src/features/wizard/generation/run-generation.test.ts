import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '../../../../../common/constants';
import { defaultWizardFormData, type WizardFormData } from '../../../../../common/wizard';
import type { WizardActions } from '../wizard-store';

// The server calls are replaced; the real ApiError is kept so the studio-failure rule is exercised.
const post = vi.fn();
vi.mock('@/lib/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api')>()), api: { post } }));
const toast = vi.fn();
vi.mock('@/components/ui/use-toast', () => ({ toast }));

const { ApiError } = await import('@/lib/api');
const { runGeneration } = await import('./run-generation');
const { getGenerationStatus } = await import('./generation-status');

const data: WizardFormData = { ...defaultWizardFormData, companyName: 'Harbour View Dental', industry: 'healthcare', scriptContent: 'Thank you for calling.' };
const mixReply = { url: '/api/audio/m1', duration: 38.7, filename: 'm1.mp3', fileSize: 600_000 };

function fakeActions(): WizardActions & Record<string, ReturnType<typeof vi.fn>> {
  return { updateFormData: vi.fn(), nextStep: vi.fn(), previousStep: vi.fn(), goToStep: vi.fn(), setProcessing: vi.fn(), setError: vi.fn(), clearError: vi.fn() };
}
const titles = () => toast.mock.calls.map(([t]) => (t as { title: string }).title);

beforeEach(() => {
  vi.useFakeTimers();
  post.mockReset();
  toast.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('runGeneration (step 4 Continue, step 5 Try again)', () => {
  it('clears the old audio, mixes the chosen track and volume, stores the result, and moves on after the overlay clean-up', async () => {
    post.mockImplementation(async (path: string) => (path === '/api/synthesize-voice' ? { audioId: 'v1', durationSeconds: 30, provider: 'local' } : mixReply));
    const actions = fakeActions();
    await runGeneration({ ...data, selectedTrackId: 'soft-jazz', musicVolume: 40 }, actions);

    expect(actions.updateFormData).toHaveBeenNthCalledWith(1, { audioUrl: '', audioDuration: null, audioFilename: '', audioFileSize: null });
    expect(actions.setProcessing).toHaveBeenCalledWith(true);
    expect(post).toHaveBeenCalledWith('/api/mix-audio', { voiceAudioId: 'v1', musicTrackId: 'soft-jazz', musicVolume: 40 });
    expect(actions.updateFormData).toHaveBeenLastCalledWith({ audioUrl: mixReply.url, audioDuration: 38.7, audioFilename: 'm1.mp3', audioFileSize: 600_000 });
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
    post.mockRejectedValue(new ApiError(502, 'Murf is not answering', 'Murf is not answering'));
    const actions = fakeActions();
    await runGeneration({ ...data, scriptContent: 'Another script.' }, actions);
    expect(actions.goToStep).toHaveBeenCalledWith(5);
    expect(toast).toHaveBeenCalledWith({ title: 'Voice Synthesis Failed', description: 'Murf is not answering' });
    expect(post).not.toHaveBeenCalledWith('/api/mix-audio', expect.anything());
    expect(getGenerationStatus()).toEqual({ phase: 'failed', error: 'Murf is not answering', canUseLocalEngine: true });
  });
});
