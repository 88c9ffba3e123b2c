import { formatDate, formatDuration, formatTime } from '#common/format.js';
import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import type { MessageLanguage } from '#common/message-language.js';
import {
  LANGUAGE_OFFER_KEY,
  infoKeyOf,
  menuKeyOf,
  offersVoicemail,
  standardKeyOf,
} from '#common/phone-menu-prompts.js';
import { alwaysOpen } from '#common/schedule.js';
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
import { CALL_FLOW_STYLE } from './call-flow-style.js';
import type { PackedPrompt } from './packed-prompt.js';
import type { PackSystem } from './pack-systems.js';

/**
 * The call-flow sheet of a pack (call-flow.html, record 140): one printable page for the person
 * who configures the PBX. The menu's name, hours and closures; what plays when a call comes in,
 * and what follows a closed line's prompt and a caller's last wrong key (voicemail, or the call
 * ends: as the live line does it, record 154); every menu level with each key and where it leads;
 * and every prompt with its name, version, files and words. A two-language menu (record 146) adds
 * the offer after the greeting and its key, and every menu level again in the other language.
 * Self-contained (no script, no outside file), so it opens from the unzipped folder; laid out to
 * print on A4 and Letter and to read on a phone (call-flow-style.ts).
 */
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A prompt's or file's name as code that breaks after an underscore when its column is narrow
 * (`<wbr>`: nothing is added to the text a reader copies into the PBX), never mid-word.
 */
function codeName(name: string): string {
  return `<code>${escapeHtml(name).replaceAll('_', '_<wbr>')}</code>`;
}

/**
 * A prompt's files: their endings alone when every file is the prompt's name and an ending
 * (`harbour_menu.wav`, `.ulaw`…), so a row is not four long names; else each file's whole name.
 */
function filesCell(name: string, files: readonly { name: string }[]): string {
  const endings = files.map((f) => (f.name.startsWith(`${name}.`) ? f.name.slice(name.length) : null));
  if (endings.every((ending) => ending !== null))
    return endings.map((ending) => `<code>${escapeHtml(ending)}</code>`).join(' ');
  return files.map((f) => codeName(f.name)).join('<br>');
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
    return found?.prompt.enabled ? codeName(found.name) : null;
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

  /** Voicemail as the live line takes it (menu-flow.ts): each language's greeting that is on, then the recording. */
  const voicemailIn = (languages: MessageLanguage[]): string => {
    const greetings = languages.map((language) => standard('voicemail', language)).filter(Boolean);
    return `${greetings.length ? `plays ${greetings.join(', then ')}, then ` : ''}records a message of up to ${VOICEMAIL_SECONDS_MAX / 60} minutes`;
  };
  const languages: MessageLanguage[] = other ? [own, other] : [own];

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
      case 'voicemail':
        return `Voicemail: ${voicemailIn([language])}`;
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
        `<h3>${title}: ${named(menuKeyOf(path), language) ?? ''}</h3><table class="keys"><tr><th class="key">Key</th><th class="option">Option</th><th>Leads to</th></tr>${rows}</table>`,
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

  // After a caller's last wrong key or silence: voicemail in their language when any option takes one, else the end.
  const lastTry = offersVoicemail(settings.main) ? 'the call goes to voicemail' : 'the call ends';
  const again = (kind: StandardPrompt, when: string) => {
    const prompt = bothNames(kind);
    return (
      `<li>${when}: ${prompt ? `plays ${prompt}, then ` : ''}the same menu again, at most ${MENU_RETRIES_MAX} times; ` +
      `after that, ${lastTry}.</li>`
    );
  };
  // After a closed line's prompt: voicemail when the voicemail prompt is on (in every language, as
  // no caller has chosen one yet), else the call ends; answerCall in phone-links/menu-flow.ts.
  const afterClosed = standard('voicemail')
    ? `the call goes to voicemail: ${voicemailIn(languages)}`
    : 'the call ends (the voicemail prompt is off)';
  /** A closed line: its prompt in each language instead of the greeting and menu, or none when it is off. */
  const closedLine = (kind: 'afterHours' | 'holiday', when: string) => {
    // A two-language menu's closed line says both languages one after the other: no caller has chosen yet.
    const prompts = languages.map((language) => standard(kind, language)).filter(Boolean);
    const plays = prompts.length
      ? `plays ${prompts.join(', then ')} instead of the greeting and menu`
      : `no greeting or menu (the ${kind === 'holiday' ? 'holiday' : 'after-hours'} prompt is off)`;
    return `<li>${when}: ${plays}; then ${afterClosed}.</li>`;
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
  const openAlways = alwaysOpen(settings.hours);
  const hoursSet = settings.hours.length
    ? `${settings.hours.map(hoursWords).map(escapeHtml).join('; ')} (${escapeHtml(settings.timeZone)})`
    : '';
  const hours = openAlways
    ? `${hoursSet ? `${hoursSet}. ` : ''}Always open: the after-hours prompt never plays.`
    : hoursSet;
  const closures = settings.closures.length
    ? settings.closures
        .map(
          (c) =>
            `${day(c.from)}${c.to === c.from ? '' : ` to ${day(c.to)}`}${c.name ? ` (${escapeHtml(c.name)})` : ''}`,
        )
        .join('; ')
    : 'None.';

  // The first file named by its prompt, as the example of how names and endings make the files.
  const example = packed.flatMap((p) => p.files.map((f) => f.name).filter((f) => f.startsWith(`${p.name}.`)))[0];
  const promptRows = packed
    .map(({ prompt, name, version, files, notes }) => {
      // A two-language menu's rows say the language each is said in.
      const where = other ? `${LANGUAGE_NAMES[prompt.language]}: ${prompt.description}` : prompt.description;
      const length = prompt.audio ? ` · ${formatDuration(prompt.audio.duration)}` : '';
      const made = prompt.enabled ? `<span class="made">version ${version}${length}</span>` : '';
      const fileCell = prompt.enabled ? filesCell(name, files) : '<em>Off: not in this pack</em>';
      const noteLines = notes.map((n) => `<br><span class="note">${escapeHtml(n)}</span>`).join('');
      return (
        `<tr><td>${codeName(name)}${made}</td><td data-label="Where it plays">${escapeHtml(where)}</td>` +
        `<td class="words" data-label="Words">${escapeHtml(prompt.text)}${noteLines}</td><td data-label="Files">${fileCell}</td></tr>`
      );
    })
    .join('');

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(settings.name)}: call flow</title>
<style>${CALL_FLOW_STYLE}</style>
</head>
<body>
<h1>${escapeHtml(settings.name)}</h1>
<p>${escapeHtml(settings.companyName)} · call flow for ${escapeHtml(system.name)}</p>
<h2>Hours and closures</h2>
<p><strong>Open:</strong> ${hours}</p>
<p><strong>Closed all day:</strong> ${closures}</p>
<h2>When a call comes in</h2>
<ul>
${settings.closures.length || standard('holiday') ? closedLine('holiday', 'On a closure day') : ''}
${openAlways ? '' : closedLine('afterHours', 'Outside the hours')}
<li>Otherwise: plays ${named('greeting') ?? 'no greeting'}, then ${offer ? `${offer}, then ` : ''}the main menu.</li>
${offerLine()}
${again('noInput', 'No key pressed')}
${again('invalid', 'A key that is not an option')}
</ul>
<h2>Menus and keys${other ? ` in ${LANGUAGE_NAMES[own]}` : ''}</h2>
${levelsIn(own)}
${other ? `<h2>Menus and keys in ${LANGUAGE_NAMES[other]}</h2>\n${levelsIn(other)}` : ''}
<h2>Prompts</h2>
<p>Names stay the same when a prompt changes; the version tells this pack’s file from an older one.${example ? ` A prompt’s files are its name with each ending shown: ${codeName(example)}.` : ''}</p>
<table class="prompts">
<colgroup><col class="name"><col class="where"><col class="words"><col class="files"></colgroup>
<thead><tr><th>Name</th><th>Where it plays</th><th>Words</th><th>Files</th></tr></thead>
<tbody>${promptRows}</tbody>
</table>
</body>
</html>
`;
}
