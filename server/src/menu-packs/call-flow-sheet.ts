import { formatDate, formatDuration, formatTime } from '#common/format.js';
import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import type { MessageLanguage } from '#common/message-language.js';
import { LANGUAGE_OFFER_KEY, infoKeyOf, menuKeyOf, standardKeyOf } from '#common/phone-menu-prompts.js';
import type { OpeningHours } from '#common/schemas/phone-links.js';
import {
  MENU_RETRIES_MAX,
  type MenuKey,
  type MenuLevel,
  type MenuOption,
  type PhoneMenuSettings,
  type StandardPrompt,
  VOICEMAIL_SECONDS_MAX,
} from '#common/schemas/phone-menus.js';
import type { PackedPrompt } from './packed-prompt.js';
import type { PackSystem } from './pack-systems.js';

/**
 * The call-flow sheet of a pack (call-flow.html, record 140): one printable page for the person
 * who configures the PBX. The menu's name, hours and closures; what plays when a call comes in;
 * every menu level with each key and where it leads; what no input and a wrong key do; and every
 * prompt with its name, version, files and words. A two-language menu (record 146) adds the offer
 * after the greeting and its key, and every menu level again in the other language. Self-contained (no script, no outside file), so
 * it opens from the unzipped folder and prints on one A4 or Letter page for a menu of usual size.
 */
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const STYLE = `
  @page { size: auto; margin: 12mm; }
  body { font: 10pt/1.35 system-ui, -apple-system, "Segoe UI", Arial, sans-serif; color: #111; margin: 0 auto; max-width: 190mm; padding: 8mm 0; }
  h1 { font-size: 15pt; margin: 0 0 2pt; }
  h2 { font-size: 11pt; margin: 10pt 0 3pt; border-bottom: 1px solid #999; }
  h3 { font-size: 10pt; margin: 6pt 0 2pt; }
  p, ul { margin: 2pt 0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #bbb; padding: 2pt 4pt; text-align: left; vertical-align: top; }
  th { background: #eee; }
  code { font: 9pt ui-monospace, Consolas, monospace; }
  .note { color: #8a1c00; }
  .prompts { font-size: 8.5pt; }
  .prompts code { font-size: 7.5pt; }
  .prompts td:nth-child(4) { width: 22%; }
  .prompts td:nth-child(5) { width: 40%; }
  @media print { body { padding: 0; } h2, tr { break-inside: avoid; } }
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "Mon, Tue, Wed 9:00 AM to 5:00 PM". */
function hoursWords(hours: OpeningHours): string {
  const days = [...hours.days].sort((a, b) => a - b).map((d) => WEEKDAY_NAMES[d]);
  return `${days.join(', ')} ${clock(hours.open)} to ${clock(hours.close)}`;
}

/** "09:30" as "9:30 AM", in the one time style (record 136); 24:00 is midnight. */
function clock(time: string): string {
  if (time === '24:00') return 'midnight';
  return formatTime(new Date(`2000-01-01T${time}:00Z`), 'UTC');
}

const day = (date: string) => formatDate(new Date(`${date}T12:00:00Z`), 'UTC');

export function callFlowSheet(settings: PhoneMenuSettings, system: PackSystem, packed: PackedPrompt[]): string {
  const own = settings.language ?? 'en';
  const other = settings.otherLanguage ? otherLanguage(own) : null;
  const byId = new Map(packed.map((p) => [p.prompt.id, p]));
  /** A prompt's name as the sheet shows it (by id: the key in the menu's language), or null when it is off. */
  const namedId = (id: string): string | null => {
    const found = byId.get(id);
    return found?.prompt.enabled ? `<code>${escapeHtml(found.name)}</code>` : null;
  };
  const named = (key: string, language: MessageLanguage = own) =>
    namedId(language === own ? key : `${key}_${language}`);
  const standard = (kind: StandardPrompt, language: MessageLanguage = own) => named(standardKeyOf(kind), language);
  /** The prompt in the menu's language, and on a two-language menu its other language's name beside it. */
  const bothNames = (kind: StandardPrompt): string | null => {
    const first = standard(kind);
    const second = other && standard(kind, other);
    return first && second && second !== first ? `${first} (in ${LANGUAGE_NAMES[other]} ${second})` : first;
  };

  const leadsTo = (option: MenuOption, path: MenuKey[], language: MessageLanguage): string => {
    const next = [...path, option.key];
    const label = language === own ? option.label : (option.otherLabel ?? option.label);
    switch (option.action.kind) {
      case 'submenu':
        return `Sub-menu “${escapeHtml(label)}”: plays ${named(menuKeyOf(next), language) ?? 'its menu'} (below)`;
      case 'dial': {
        const transfer = standard('transfer', language);
        return `Connects the call to <strong>${escapeHtml(option.action.number)}</strong>${transfer ? `, after ${transfer}` : ''}`;
      }
      case 'voicemail': {
        const greeting = standard('voicemail', language);
        return `Voicemail: ${greeting ? `plays ${greeting}, then ` : ''}records a message of up to ${VOICEMAIL_SECONDS_MAX / 60} minutes`;
      }
      case 'info':
        return `Information: plays ${named(infoKeyOf(next), language) ?? 'its message'}, then this menu again`;
      case 'repeat':
        return 'Plays this menu again';
    }
  };

  /** Every menu level in `language`, each a table of its keys and where they lead. */
  const levelsIn = (language: MessageLanguage): string => {
    const levels: string[] = [];
    const labelOf = (o: MenuOption) => (language === own ? o.label : (o.otherLabel ?? o.label));
    const walk = (level: MenuLevel, path: MenuKey[], title: string) => {
      const rows = level.options
        .map(
          (o) =>
            `<tr><td><strong>${escapeHtml(o.key)}</strong></td><td>${escapeHtml(labelOf(o))}</td><td>${leadsTo(o, path, language)}</td></tr>`,
        )
        .join('');
      levels.push(
        `<h3>${title}: ${named(menuKeyOf(path), language) ?? ''}</h3><table><tr><th>Key</th><th>Option</th><th>Leads to</th></tr>${rows}</table>`,
      );
      for (const o of level.options)
        if (o.action.kind === 'submenu')
          walk(
            o.action.menu,
            [...path, o.key],
            `After pressing ${[...path, o.key].join(', then ')} (${escapeHtml(labelOf(o))})`,
          );
    };
    walk(settings.main, [], 'Main menu');
    return levels.join('\n');
  };

  const again = (kind: StandardPrompt, when: string) => {
    const prompt = bothNames(kind);
    return `<li>${when}: ${prompt ? `plays ${prompt}, then ` : ''}the same menu again, at most ${MENU_RETRIES_MAX} times.</li>`;
  };
  const instead = (kind: StandardPrompt, when: string) => {
    // A two-language menu's closed line says both languages one after the other: no caller has chosen yet.
    const prompts = [standard(kind), other && standard(kind, other)].filter(Boolean);
    return prompts.length ? `<li>${when}: plays ${prompts.join(', then ')} instead of the greeting and menu.</li>` : '';
  };
  const offer = other ? namedId(LANGUAGE_OFFER_KEY) : null;
  /** The offer's key and what it does, in the PBX's own terms (a language per prompt on Genesys, a file per language elsewhere). */
  const offerLine = (): string => {
    if (!other) return '';
    const language = LANGUAGE_NAMES[other];
    const how = system.languagesInOnePrompt
      ? `set the call’s language to ${language}: every prompt then plays its ${language} resource`
      : `every prompt from then on is its ${language} one, named with <code>_${other}</code> at the end`;
    const welcome = named('greeting', other);
    return (
      `<li>Key <strong>${escapeHtml(settings.otherLanguage!.key)}</strong> at the main menu${offer ? ` (offered by ${offer})` : ''}: ` +
      `the call goes on in ${language}; ${how}. It plays ${welcome ? `${welcome}, then ` : ''}the ${language} main menu (below).</li>`
    );
  };
  const hours = settings.hours.length
    ? `${settings.hours.map(hoursWords).map(escapeHtml).join('; ')} (${escapeHtml(settings.timeZone)})`
    : 'Always open: the after-hours prompt never plays.';
  const closures = settings.closures.length
    ? settings.closures
        .map(
          (c) =>
            `${day(c.from)}${c.to === c.from ? '' : ` to ${day(c.to)}`}${c.name ? ` (${escapeHtml(c.name)})` : ''}`,
        )
        .join('; ')
    : 'None.';

  const promptRows = packed
    .map(({ prompt, name, version, files, notes }) => {
      // A two-language menu's rows say the language each is said in.
      const where = other ? `${LANGUAGE_NAMES[prompt.language]}: ${prompt.description}` : prompt.description;
      const fileCell = prompt.enabled
        ? files.map((f) => `<code>${escapeHtml(f.name)}</code>`).join('<br>')
        : '<em>Off: not in this pack</em>';
      const noteLines = notes.map((n) => `<br><span class="note">${escapeHtml(n)}</span>`).join('');
      return (
        `<tr><td><code>${escapeHtml(name)}</code></td><td>${prompt.enabled ? version : ''}</td>` +
        `<td>${prompt.audio && prompt.enabled ? formatDuration(prompt.audio.duration) : ''}</td>` +
        `<td>${escapeHtml(where)}</td><td>${escapeHtml(prompt.text)}${noteLines}</td><td>${fileCell}</td></tr>`
      );
    })
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(settings.name)}: call flow</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(settings.name)}</h1>
<p>${escapeHtml(settings.companyName)} · call flow for ${escapeHtml(system.name)}</p>
<h2>Hours and closures</h2>
<p><strong>Open:</strong> ${hours}</p>
<p><strong>Closed all day:</strong> ${closures}</p>
<h2>When a call comes in</h2>
<ul>
${instead('holiday', 'On a closure day')}
${settings.hours.length ? instead('afterHours', 'Outside the hours') : ''}
<li>Otherwise: plays ${named('greeting') ?? 'no greeting'}, then ${offer ? `${offer}, then ` : ''}the main menu.</li>
${offerLine()}
${again('noInput', 'No key pressed')}
${again('invalid', 'A key that is not an option')}
</ul>
<h2>Menus and keys${other ? ` in ${LANGUAGE_NAMES[own]}` : ''}</h2>
${levelsIn(own)}
${other ? `<h2>Menus and keys in ${LANGUAGE_NAMES[other]}</h2>\n${levelsIn(other)}` : ''}
<h2>Prompts</h2>
<p>Names stay the same when a prompt changes; the version tells this pack’s file from an older one.</p>
<table class="prompts"><tr><th>Name</th><th>Version</th><th>Length</th><th>Where it plays</th><th>Words</th><th>Files</th></tr>${promptRows}</table>
</body>
</html>
`;
}
