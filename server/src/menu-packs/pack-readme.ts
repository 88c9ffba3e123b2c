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
  const notes = on.flatMap((p) => p.notes.map((n) => `- ${p.prompt.name}: ${n}`));
  const lines = [
    `${settings.name}: prompts for ${system.name}`,
    '',
    `${on.length} prompts in one voice, named as the PBX will know them. Open call-flow.html for the call flow: what plays when, and where each key leads.`,
    '',
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
        `- ${p.prompt.name}, version ${p.version}, ${formatDuration(p.prompt.audio?.duration ?? 0)}: ${p.files.map((f) => `${f.name} (${formatFileSize(f.bytes)})`).join(', ')}`,
    ),
    ...(off.length ? ['', `Turned off, so not in this pack: ${off.map((p) => p.prompt.name).join(', ')}.`] : []),
    '',
    notes.length
      ? `Over ${system.name}'s limits (nothing was cut; shorten these prompts in the studio and make the menu again):`
      : `Every file is within ${system.name}'s published limits.`,
    ...notes,
    '',
  ];
  return lines.join('\r\n');
}
