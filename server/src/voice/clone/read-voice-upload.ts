import type { FastifyRequest } from 'fastify';
import { LIMITS } from '../../../../common/constants.js';
import { messages } from '../../../../common/messages.js';
import { hasControlChars } from '../../../../common/schemas/text.js';
import { AppError } from '../../errors.js';
import { uploadError } from '../../http/multipart-errors.js';

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

/** Room for the multipart framing and the text fields around the file. */
const FRAMING_BYTES = 64 * 1024;

export async function readVoiceUpload(request: FastifyRequest): Promise<VoiceUpload> {
  if (!request.isMultipart()) throw new AppError(400, messages.voice.fileRequired);
  // A declared length far over the limit is refused before a byte of the file is read.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > LIMITS.maxCloneFileBytes + FRAMING_BYTES) throw new AppError(413, messages.voice.fileTooLarge);

  const fields: Record<string, string> = {};
  let upload: Omit<VoiceUpload, 'fields'> | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: LIMITS.maxCloneFileBytes, files: 1 } })) {
      // Names and values go into the database and to ElevenLabs: refused here like any other text.
      if (
        hasControlChars(part.fieldname) ||
        hasControlChars(part.type === 'field' ? String(part.value) : part.filename)
      )
        throw new AppError(400, messages.generic.controlCharacters);
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (part.fieldname !== 'voiceFile') {
        part.file.resume();
      } else {
        const file = await part.toBuffer();
        upload = { file, fileName: part.filename || 'sample', mimeType: part.mimetype || 'application/octet-stream' };
      }
    }
  } catch (error) {
    // The multipart reader's own words ("request file too large") are not for users.
    throw uploadError(error, messages.voice.fileTooLarge);
  }
  if (!upload || upload.file.length === 0) throw new AppError(400, messages.voice.fileRequired);
  return { ...upload, fields };
}
