import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import { formatDuration, formatFileSize } from '#common/format.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import type { PackedPrompt } from './packed-prompt.js';
import type { PackSystem } from './pack-systems.js';

/**
 * README.txt of a pack (record 140): what is in it, how the system takes it, which version of each
 * prompt each file is, and every file over the system's limits, said rather than cut. Plain text
 * with CRLF line ends, so Notepad shows it as well as any other editor.
 */
export function packReadme(
  settings: PhoneMenuSettings,
  system: PackSystem,
  packed: PackedPrompt[],
  extraFiles: string[],
): string {
  const on = packed.filter((p) => p.prompt.enabled);
  const off = packed.filter((p) => !p.prompt.enabled);
  const notes = on.flatMap((p) => p.notes.map((n) => `- ${p.name}: ${n}`));
  const lines = [
    `${settings.name}: prompts for ${system.name}`,
    '',
    `${on.length} ${settings.otherLanguage ? 'prompts' : 'prompts in one voice'}, named as the PBX will know them. Open call-flow.html for the call flow: what plays when, and where each key leads.`,
    '',
    ...twoLanguageLines(settings, system, packed),
    'Files of each prompt:',
    ...system.files.map((f) => `- <name>.${f.extension}: ${f.what}`),
    '',
    `Also in the pack: ${[...extraFiles, 'README.txt'].join(', ')}.`,
    '',
    'How to install:',
    ...system.install.map((step, k) => `${k + 1}. ${step}`),
    '',
    'Prompts (a prompt keeps its name when it changes; the version says which render each file is):',
    ...on.map(
      (p) =>
        `- ${p.name}${languageOf(settings, p)}, version ${p.version}, ${formatDuration(p.prompt.audio?.duration ?? 0)}: ${p.files.map((f) => `${f.name} (${formatFileSize(f.bytes)})`).join(', ')}`,
    ),
    ...(off.length ? ['', `Turned off, so not in this pack: ${off.map((p) => p.name).join(', ')}.`] : []),
    '',
    notes.length
      ? `Over ${system.name}'s limits (nothing was cut; shorten these prompts in the studio and make the menu again):`
      : `Every file is within ${system.name}'s published limits.`,
    ...notes,
    '',
  ];
  return lines.join('\r\n');
}

/**
 * A two-language menu's part of the README (record 146): which prompt offers the other language on
 * which key, and how the PBX plays the other language: by the call's language on Genesys, whose
 * prompt holds both, or from the `_<language>` files, which make a second copy of the menus elsewhere.
 */
function twoLanguageLines(settings: PhoneMenuSettings, system: PackSystem, packed: PackedPrompt[]): string[] {
  if (!settings.otherLanguage) return [];
  const own = LANGUAGE_NAMES[settings.language ?? 'en'];
  const code = otherLanguage(settings.language ?? 'en');
  const other = LANGUAGE_NAMES[code];
  const offer = packed.find((p) => p.prompt.kind === 'languageOffer' && p.prompt.enabled);
  const key = settings.otherLanguage.key;
  return [
    `The menu speaks ${own} and ${other}. ${offer ? `After the greeting, ${offer.name} (said in ${other}) offers ${other} on key ${key}` : `Key ${key} at the main menu switches to ${other}`}.`,
    ...(system.languagesInOnePrompt
      ? [
          `Each prompt holds both languages: its ${own} and its ${other} recording. In Architect, add ${other} to the flow's languages, and on key ${key} set the call's language to ${other}: every prompt then plays its ${other} recording.`,
          offer
            ? `${offer.name} is said in ${other} but plays while the call is still in ${own}, so its recording is the ${own} one.`
            : '',
        ].filter(Boolean)
      : [
          `Every prompt comes in both languages: the ${other} one's name ends in _${code} (${packed.find((p) => p.prompt.language === code && p.prompt.kind === 'menu')?.name ?? `<name>_${code}`}). Build the menus twice: on key ${key}, send the call to a copy of the main menu made of the _${code} prompts.`,
        ]),
    '',
  ];
}

/** " (Spanish)" beside each prompt of a two-language menu: the language it is said in. */
function languageOf(settings: PhoneMenuSettings, packed: PackedPrompt): string {
  return settings.otherLanguage ? ` (${LANGUAGE_NAMES[packed.prompt.language]})` : '';
}
