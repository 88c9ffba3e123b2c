import type { PackedPrompt } from './packed-prompt.js';

/**
 * The contact centres' import files (record 140), one row per prompt in the pack:
 * - Amazon Connect: prompts.json and prompts.csv, each row CreatePrompt's `Name` (1-127
 *   characters, unique in the instance) and `Description` (at most 250), and the `File` whose S3
 *   URI it takes;
 * - Genesys Cloud: the user-prompt import CSV, columns Name, Type, Description, audio_en-us,
 *   tts_en-us, text_en-us (a name of letters, digits and underscores starting with a letter, at
 *   most 200 characters, unique). Type is `User`: these are user prompts, not system prompts.
 * The names are the prompts' own (`<prefix>_<key>`), which fit both rules by construction
 * (common/phone-menu-prompts.ts); the descriptions say where each plays and which version it is.
 */
const CONNECT_DESCRIPTION_MAX = 250;
const GENESYS_LANGUAGE = 'en-us';

/** "The main menu, after the greeting (version 3)", at most `max` characters. */
function describe(packed: PackedPrompt, max: number): string {
  const full = `${packed.prompt.description} (version ${packed.version})`;
  return full.length <= max ? full : `${full.slice(0, max - 1)}…`;
}

/** One CSV line (RFC 4180): every field quoted, quotes doubled, lines ended CRLF. */
function csvLine(fields: string[]): string {
  return `${fields.map((f) => `"${f.replace(/"/g, '""')}"`).join(',')}\r\n`;
}

export function connectManifest(packed: PackedPrompt[]): { json: string; csv: string } {
  const rows = packed
    .filter((p) => p.prompt.enabled)
    .map((p) => ({ Name: p.prompt.name, Description: describe(p, CONNECT_DESCRIPTION_MAX), File: p.files[0]!.name }));
  return {
    json: `${JSON.stringify({ prompts: rows }, null, 2)}\n`,
    csv: csvLine(['Name', 'Description', 'File']) + rows.map((r) => csvLine([r.Name, r.Description, r.File])).join(''),
  };
}

const GENESYS_COLUMNS = [
  'Name',
  'Type',
  'Description',
  `audio_${GENESYS_LANGUAGE}`,
  `tts_${GENESYS_LANGUAGE}`,
  `text_${GENESYS_LANGUAGE}`,
] as const;

export function genesysCsv(packed: PackedPrompt[]): string {
  const rows = packed
    .filter((p) => p.prompt.enabled)
    .map((p) => [
      p.prompt.name,
      'User',
      describe(p, CONNECT_DESCRIPTION_MAX),
      p.files[0]!.name,
      p.prompt.text,
      p.prompt.text,
    ]);
  return csvLine([...GENESYS_COLUMNS]) + rows.map(csvLine).join('');
}
