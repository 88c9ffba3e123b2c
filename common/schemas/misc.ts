import { z } from 'zod';
import { INDUSTRY_VALUES, MESSAGE_TYPES } from '../constants.js';

/** GET /api/sample-messages: each sample (common/samples.ts) with whether its audio exists yet. */
export const sampleMessagesReply = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    industry: z.enum(INDUSTRY_VALUES),
    description: z.string(),
    audioFile: z.string(),
    duration: z.string(),
    messageType: z.enum(MESSAGE_TYPES),
    companyName: z.string(),
    keyPoints: z.array(z.string()),
    audioAvailable: z.boolean(),
  }),
);

const status = z.enum(['ok', 'unavailable']);

/** GET /api/health, with 200 when ready and 503 (same shape) while starting or broken. */
export const healthReply = z.object({
  status: z.enum(['ok', 'starting', 'error']),
  database: z.object({ kind: z.string(), status }),
  /** The object store answers a HEAD within 3 s (record 113). */
  store: z.object({ kind: z.string(), status }),
  ffmpeg: z.object({ version: z.string(), status }),
  speech: z.object({
    local: z.string(),
    studios: z.record(z.string(), z.string()),
    /** Each offline engine: ready, starting, failed, not installed, or not used (installed, speaking no voice). */
    engines: z.record(z.string(), z.string()),
    /** The engine and speaker behind each catalogue voice on this node. */
    voices: z.record(z.string(), z.string()),
    /** The neural voice's model and checksum, or why this node speaks without it (record 128). */
    neuralVoice: z.string(),
  }),
  mail: z.string(),
  uptimeSeconds: z.number(),
});
