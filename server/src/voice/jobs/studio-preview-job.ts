import { z } from 'zod';
import { STUDIO_PROVIDERS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { findAnyVoice, languageOfVoice, type SpanishVoice } from '#common/spanish-voices.js';
import type { CatalogueVoice } from '#common/voices.js';
import { speaksLanguage } from '../resolve-voice.js';
import { AppError } from '../../errors.js';
import { defineJob } from '../../jobs/job-definition.js';
import { renderSpeech, type RenderRequest } from '../render-speech.js';
import { cacheKey, readCachedSpeech, writeCachedSpeech } from '../speech-cache.js';
import type { SpeechProvider } from '../speech-provider.js';
import { StudioError } from '../studio/studio-error.js';
import { previewText } from '../voice-previews.js';
import './job-services.js';

/** What step 2's Play of a studio voice says (GET /api/voice-previews/…, record 075). */
export function previewRequest(provider: SpeechProvider, voice: CatalogueVoice | SpanishVoice): RenderRequest {
  return {
    provider,
    voice: { catalogueId: voice.id },
    settings: { rate: 0, pitch: 0 },
    script: previewText(voice),
    pauseSeconds: null,
  };
}

/**
 * A studio voice's preview not yet in the cache, rendered by a job (record 102): the operator's
 * cost, so no quota and no place under the user's cap; a preview someone is waiting to hear, so it
 * goes first. A second job for the same voice finds the first one's render in the cache.
 */
export const studioPreviewJob = defineJob({
  kind: 'studio-voice-preview',
  payload: z.object({ provider: z.enum(STUDIO_PROVIDERS), voiceId: z.string() }),
  quota: null,
  capped: false,
  priority: 'interactive',
  progress: 'position',
  async run(ctx, _userId, { provider: id, voiceId }) {
    const provider = ctx.services.speech[id];
    const voice = findAnyVoice(voiceId);
    if (!provider || !voice || !speaksLanguage(provider, languageOfVoice(voice.id)!))
      throw new AppError(404, messages.generic.notFound);
    const request = previewRequest(provider, voice);
    const key = cacheKey(request);
    const cached = await readCachedSpeech(ctx.store, key, 'mp3');
    if (cached) return { key: cached.key };
    try {
      return { key: (await writeCachedSpeech(ctx.store, key, await renderSpeech(ctx.ffmpeg.path, request))).key };
    } catch (error) {
      if (error instanceof StudioError) throw new AppError(error.httpStatus, error.message);
      throw error;
    }
  },
});
