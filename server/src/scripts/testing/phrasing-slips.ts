/**
 * The slips of issue 23, one detector per class, each returning messages (empty when the script
 * reads well). They judge the script against what the user typed, so they work for any input,
 * not only for the sentences the issue quoted. Deliberately independent of the composer's own
 * helpers: a check that shared the composer's code would share its mistakes.
 */

/** The script as sentences, paragraph breaks ignored: a listener hears them one after another. */
function spokenSentences(script: string): string[] {
  return script
    .replace(/\n+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** (a) A keypad option reads as its form asks: "For reservations", "To speak with…", "If you are calling…". */
export function keypadSlips(script: string): string[] {
  const found: string[] = [];
  for (const sentence of spokenSentences(script).filter((s) => /\bpress \w+\.$/.test(s))) {
    const lead = /^(\w+) (\w+)/.exec(sentence);
    if (!lead) continue;
    const [, first, second] = lead;
    // "For speak with…", "For if you…", "For to reach…": a verb or a clause after "For".
    if (first === 'For' && /^(?:speak|talk|reach|book|make|leave|pay|check|if|to|when|are|is)$/i.test(second!))
      found.push(`keypad option in the wrong form: "${sentence}"`);
    if (first === 'To' && /^(?:reservations|billing|sales|the|our|a)$/i.test(second!))
      found.push(`keypad noun read as a verb: "${sentence}"`);
  }
  return found;
}

/** (d) Names as typed: brands, products and the company keep their capitals, and take no stray "our". */
export function casingSlips(script: string, names: readonly string[]): string[] {
  const found: string[] = [];
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const m of script.matchAll(new RegExp(escaped, 'gi')))
      if (m[0] !== name) found.push(`"${name}" written as "${m[0]}"`);
    const possessive = new RegExp(`\\bour ${escaped}`, 'i').exec(script);
    // A brand or a place's own name is not "our" anything; "our Neapolitan Pizzeria & Wine Bar team" is.
    if (possessive && !/^[A-Z][a-z]+ [A-Z]/.test(name)) found.push(`stray possessive: "${possessive[0]}"`);
  }
  return found;
}
