import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { MUSIC_UPLOAD_MAX_BYTES } from '#common/schemas/music.js';
import { checkMusicUpload } from './validate-music-upload';

const mp3 = { type: 'audio/mpeg', size: 1_000 };
const titleOf = (input: Parameters<typeof checkMusicUpload>[0]) => checkMusicUpload(input)?.title;

describe('checkMusicUpload (spec §5)', () => {
  it('accepts an MP3 with an id and a name', () => {
    expect(checkMusicUpload({ file: mp3, id: 'calm-piano-2', name: 'Calm Piano' })).toBeNull();
    expect(checkMusicUpload({ file: { type: 'audio/mp3', size: 10 }, id: 'x', name: 'X' })).toBeNull();
  });

  it('refuses each problem with the spec words', () => {
    expect(titleOf({ file: null, id: 'a', name: 'A' })).toBe(messages.music.noFileSelected);
    expect(checkMusicUpload({ file: { type: 'audio/wav', size: 10 }, id: 'a', name: 'A' })).toEqual({
      title: messages.music.invalidFileTypeTitle,
      description: messages.music.invalidFileType,
    });
    expect(titleOf({ file: { type: 'audio/mpeg', size: MUSIC_UPLOAD_MAX_BYTES + 1 }, id: 'a', name: 'A' })).toBe(
      messages.music.fileTooLargeTitle,
    );
    expect(titleOf({ file: mp3, id: ' ', name: 'A' })).toBe(messages.music.missingInformation);
    expect(titleOf({ file: mp3, id: 'a', name: '' })).toBe(messages.music.missingInformation);
    expect(titleOf({ file: mp3, id: 'Calm_Piano', name: 'A' })).toBe(messages.music.invalidIdFormat);
  });

  it('refuses a field past its limit in plain words, as the field under it says (record 094)', () => {
    const upload = { file: mp3, id: 'c'.repeat(60), name: 'n'.repeat(80), description: 'd'.repeat(300) };
    expect(checkMusicUpload(upload)).toBeNull();
    expect(titleOf({ ...upload, id: 'c'.repeat(61) })).toBe('Track ID must be 60 characters or fewer');
    expect(titleOf({ ...upload, name: 'n'.repeat(81) })).toBe('Track name must be 80 characters or fewer');
    expect(titleOf({ ...upload, description: 'd'.repeat(301) })).toBe('Description must be 300 characters or fewer');
  });
});
