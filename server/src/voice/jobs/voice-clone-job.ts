import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.js';
import { readBlob } from '../../storage/blob-files.js';
import { uploadVoice } from '../clone/upload-voice.js';
import './job-services.js';

/** Where the route leaves an uploaded sample for the clone job; the job deletes it when done. */
export const VOICE_SAMPLES_PREFIX = 'uploads/voice-samples/';

const cloneVoicePayload = z.object({
  sampleKey: z.string().startsWith(VOICE_SAMPLES_PREFIX),
  fileName: z.string(),
  mimeType: z.string(),
  fields: z.record(z.string(), z.string()),
});

/**
 * POST /api/elevenlabs/upload-voice: the sample analysed (ffmpeg), then cloned at ElevenLabs or
 * matched to an offline voice. The sample travels through the store, so any worker can run it.
 */
export const voiceCloneJob = defineJob({
  kind: 'voice-clone',
  payload: cloneVoicePayload,
  quota: 'clone',
  capped: true,
  priority: 'asked',
  progress: 'position',
  async run(ctx, userId, { sampleKey, ...upload }) {
    try {
      const file = await readBlob(ctx.store, sampleKey);
      if (!file) throw new Error(`voice sample ${sampleKey} is missing from the store`);
      return await uploadVoice(ctx, ctx.services.speech, userId, { ...upload, file });
    } finally {
      await ctx.store.delete(sampleKey);
    }
  },
});
