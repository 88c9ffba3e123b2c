import { messages } from '#common/messages.js';
import { fieldLimitError } from '#common/schemas/field-limits.js';
import { MUSIC_UPLOAD_MAX_BYTES, TRACK_ID_PATTERN } from '#common/schemas/music.js';

/** A refused upload, worded for a destructive toast. */
export interface UploadProblem {
  title: string;
  description?: string;
}

/**
 * MP3's registered type is audio/mpeg (spec §5). Some systems label .mp3 files with the unofficial
 * audio/mp3, so that is let through too; the server decodes the file either way.
 */
const MP3_TYPES = new Set(['audio/mpeg', 'audio/mp3']);

/** Checks a chosen file at once, so a wrong file never sits in the form looking accepted. */
export function checkMusicFile(file: Pick<File, 'type' | 'size'>): UploadProblem | null {
  if (!MP3_TYPES.has(file.type))
    return { title: messages.music.invalidFileTypeTitle, description: messages.music.invalidFileType };
  if (file.size > MUSIC_UPLOAD_MAX_BYTES)
    return { title: messages.music.fileTooLargeTitle, description: messages.music.fileTooLarge };
  return null;
}

/**
 * The spec §5 checks, in the order a person fixes them: the file, then the fields; last the
 * fields' lengths, which the form holds past their limits rather than cut (record 094).
 */
export function checkMusicUpload(input: {
  file: Pick<File, 'type' | 'size'> | null;
  id: string;
  name: string;
  description?: string;
}): UploadProblem | null {
  if (!input.file) return { title: messages.music.noFileSelected };
  const fileProblem = checkMusicFile(input.file);
  if (fileProblem) return fileProblem;
  if (input.id.trim() === '' || input.name.trim() === '') {
    return { title: messages.music.missingInformation, description: messages.music.missingInformationDetail };
  }
  if (!TRACK_ID_PATTERN.test(input.id.trim())) {
    return { title: messages.music.invalidIdFormat, description: messages.music.invalidIdFormatDetail };
  }
  const tooLong =
    fieldLimitError('trackId', input.id) ??
    fieldLimitError('trackName', input.name) ??
    fieldLimitError('trackDescription', input.description ?? '');
  return tooLong ? { title: tooLong } : null;
}
