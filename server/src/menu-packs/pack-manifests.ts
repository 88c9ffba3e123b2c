import type { MessageLanguage } from '#common/message-language.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import type { PackedPrompt } from './packed-prompt.js';

/**
 * The contact centres' import files (record 140):
 * - Amazon Connect: prompts.json and prompts.csv, one row per prompt in the pack, each row
 *   CreatePrompt's `Name` (1-127 characters, unique in the instance) and `Description` (at most
 *   250), and the `File` whose S3 URI it takes; a two-language menu's other language's prompts are
 *   prompts of their own (`harbour_menu_2_es`), as Connect's prompts have no language (record 146);
 * - Genesys Cloud: the user-prompt import CSV, columns Name, Type, Description, then audio_<tag>,
 *   tts_<tag>, text_<tag> for each language of the menu (`en-us`, `es-us`; a name of letters,
 *   digits and underscores starting with a letter, at most 200 characters, unique). Type is `User`:
 *   these are user prompts, not system prompts. One row per prompt key: a Genesys prompt holds a
 *   resource per language, and the flow plays the one of the call's language (record 146).
 * The names are the prompts' own (`<prefix>_<key>`), which fit both rules by construction
 * (common/phone-menu-prompts.ts); the descriptions say where each plays and which version it is.
 */
const CONNECT_DESCRIPTION_MAX = 250;
const GENESYS_LANGUAGES: Record<MessageLanguage, string> = { en: 'en-us', es: 'es-us' };

/** "The main menu, after the greeting (version 3)", at most `max` characters. */
function describe(description: string, versions: string, max: number): string {
  const full = `${description} (${versions})`;
  return full.length <= max ? full : `${full.slice(0, max - 1)}…`;
}

/** One CSV line (RFC 4180): every field quoted, quotes doubled, lines ended CRLF. */
function csvLine(fields: string[]): string {
  return `${fields.map((f) => `"${f.replace(/"/g, '""')}"`).join(',')}\r\n`;
}

export function connectManifest(packed: PackedPrompt[]): { json: string; csv: string } {
  const rows = packed
    .filter((p) => p.prompt.enabled)
    .map((p) => ({
      Name: p.name,
      Description: describe(p.prompt.description, `version ${p.version}`, CONNECT_DESCRIPTION_MAX),
      File: p.files[0]!.name,
    }));
  return {
    json: `${JSON.stringify({ prompts: rows }, null, 2)}\n`,
    csv: csvLine(['Name', 'Description', 'File']) + rows.map((r) => csvLine([r.Name, r.Description, r.File])).join(''),
  };
}

/**
 * The Genesys language a packed prompt is a resource of. The offer of the other language is said
 * in that language, yet it plays while the call is still in the menu's own language, and a Genesys
 * flow plays the resource of the call's language: so it is the menu's language's resource.
 */
function resourceLanguage(packed: PackedPrompt, settings: Pick<PhoneMenuSettings, 'language'>): MessageLanguage {
  return packed.prompt.kind === 'languageOffer' ? (settings.language ?? 'en') : packed.prompt.language;
}

export function genesysCsv(settings: Pick<PhoneMenuSettings, 'language'>, packed: PackedPrompt[]): string {
  const on = packed.filter((p) => p.prompt.enabled);
  const languages = [...new Set([settings.language ?? 'en', ...on.map((p) => resourceLanguage(p, settings))])];
  const columns = ['Name', 'Type', 'Description'];
  for (const language of languages)
    columns.push(...['audio', 'tts', 'text'].map((what) => `${what}_${GENESYS_LANGUAGES[language]}`));
  // One row per prompt key, in the pack's order: a key's prompts in both languages are one Genesys prompt.
  const byKey = new Map<string, PackedPrompt[]>();
  for (const p of on) byKey.set(p.prompt.key, [...(byKey.get(p.prompt.key) ?? []), p]);
  const rows = [...byKey.values()].map((resources) => {
    const first = resources[0]!;
    const versions =
      languages.length === 1
        ? `version ${first.version}`
        : resources.map((r) => `${GENESYS_LANGUAGES[resourceLanguage(r, settings)]} version ${r.version}`).join(', ');
    const cells = languages.flatMap((language) => {
      const resource = resources.find((r) => resourceLanguage(r, settings) === language);
      return resource ? [resource.files[0]!.name, resource.prompt.text, resource.prompt.text] : ['', '', ''];
    });
    return [first.name, 'User', describe(first.prompt.description, versions, CONNECT_DESCRIPTION_MAX), ...cells];
  });
  return csvLine(columns) + rows.map(csvLine).join('');
}
