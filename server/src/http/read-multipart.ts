import type { Multipart, MultipartFile } from '@fastify/multipart';
import { messages } from '#common/messages.js';
import { hasControlChars } from '#common/schemas/text.js';
import { AppError } from '../errors.js';
import { uploadError } from './multipart-errors.js';

/**
 * The one reader of an upload form: text fields in any order, and the file of `fileField`, handed
 * to `takeFile` as it streams in (it answers whether it kept the part; the first part kept wins).
 * Names and values end up in the database and at providers, so control characters are refused here
 * like in any other text; every other file is read past. Stream failures become the route's 413 or
 * the client's 400 (multipart-errors.ts).
 */
export async function readMultipart(
  parts: AsyncIterable<Multipart>,
  fileField: string,
  tooLargeMessage: string,
  takeFile: (part: MultipartFile) => Promise<boolean>,
): Promise<{ fields: Record<string, string>; hasFile: boolean }> {
  const fields: Record<string, string> = {};
  let hasFile = false;
  try {
    for await (const part of parts) {
      const text = part.type === 'field' ? String(part.value) : part.filename;
      if (hasControlChars(part.fieldname) || hasControlChars(text)) {
        throw new AppError(400, messages.generic.controlCharacters);
      }
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname === fileField && !hasFile && (await takeFile(part))) hasFile = true;
      else part.file.resume();
    }
  } catch (error) {
    throw uploadError(error, tooLargeMessage);
  }
  return { fields, hasFile };
}
