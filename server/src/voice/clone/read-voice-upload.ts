import type { FastifyRequest } from 'fastify';
import { LIMITS } from '#common/constants.js';
import { messages } from '#common/messages.js';
import { AppError } from '../../errors.js';
import { readMultipart } from '../../http/read-multipart.js';

/**
 * Reads the multipart body of POST /api/elevenlabs/upload-voice: the `voiceFile` and the text
 * fields, in any order. The 10 MB limit (spec §9) is enforced by the multipart reader while the file
 * streams in: an 11 MB upload is refused once 10 MB have arrived, never buffered whole.
 */
export interface VoiceUpload {
  file: Buffer;
  fileName: string;
  mimeType: string;
  fields: Record<string, string>;
}

export async function readVoiceUpload(request: FastifyRequest): Promise<VoiceUpload> {
  if (!request.isMultipart()) throw new AppError(400, messages.voice.fileRequired);
  // A declared length far over the limit was refused before the route ran (http/upload-guard.ts).
  let upload: Omit<VoiceUpload, 'fields'> | undefined;
  const parts = request.parts({ limits: { fileSize: LIMITS.maxCloneFileBytes, files: 1 } });
  const { fields } = await readMultipart(parts, 'voiceFile', messages.voice.fileTooLarge, async (part) => {
    const file = await part.toBuffer();
    upload = { file, fileName: part.filename || 'sample', mimeType: part.mimetype || 'application/octet-stream' };
    return true;
  });
  if (!upload || upload.file.length === 0) throw new AppError(400, messages.voice.fileRequired);
  return { ...upload, fields };
}
