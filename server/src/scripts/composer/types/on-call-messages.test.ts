import { describe, expect, it } from 'vitest';
import type { GenerateScriptBody } from '#common/schemas/scripts.js';
import { closedScripts } from '../../testing/closed-scripts.js';
import { scriptRequest } from '../../testing/script-fixtures.js';
import { slips } from '../../testing/sense-checks.js';
import { spanishSenseSlips } from '../../testing/spanish-sense-checks.js';
import { composeScript } from '../compose-script.js';

/**
 * Issue 47's 24/7 emergency plumber (record 150): its after-hours and holiday messages, in both
 * languages, over every tone, length and four seeds. Each says first that help is there now, keeps
 * an emergency on the line, never sends it to voicemail, never rests, and never says "closed"
 * beside hours that are 24/7.
 */
// The company names the sense checks look for (sense-checks.ts and its Spanish twin).
const PLUMBER = {
  companyName: 'Bright Smile Co.',
  companyWebsite: 'alamorooter.com',
  industry: 'other',
  customSector: 'Plumbing',
  keyProducts: '24/7 emergency plumbing, burst pipes, leak detection',
  businessHours: '24/7',
  holidayType: 'Christmas',
} as const;
const PLOMERO = {
  ...PLUMBER,
  companyName: 'Sonrisa Brillante Co.',
  customSector: 'Plomería',
  keyProducts: 'Plomería de emergencia 24/7, tuberías rotas, detección de fugas',
  language: 'es',
} as const;
const SEEDS = [3, 101, 7919, 65_537];

/** Each closed script for `body` with its first paragraph, read by the checks of its language. */
function eachClosedScript(body: GenerateScriptBody, check: (script: string, first: string) => void): void {
  const slipsOf = body.language === 'es' ? spanishSenseSlips : slips;
  for (const script of closedScripts(body, SEEDS, slipsOf)) check(script, script.split('\n')[0]!);
}

describe('a business whose help never stops', () => {
  it('says first, in English, that the on-call team is there now, and keeps an emergency on the line', () => {
    eachClosedScript(PLUMBER, (script, first) => {
      expect(first, script).toMatch(/on-call team/);
      expect(first, script).toMatch(
        /If (?:you have|this is) an emergency, please stay on the line|For an emergency, stay on the line/,
      );
      expect(script).not.toMatch(/\bclosed\b|leave (?:a|your) (?:name|message)|\brest/i);
    });
  });

  it('says the same in Spanish', () => {
    eachClosedScript(PLOMERO, (script, first) => {
      expect(first, script).toMatch(/equipo de guardia/);
      expect(first, script).toMatch(/no cuelgue|permanezca en la línea/);
      expect(script).not.toMatch(/cerrad|deje (?:un|su) mensaje|descans/i);
    });
  });

  it("mentions the emergency help in its suggested programme's services part, in both languages", () => {
    for (const [body, help] of [
      [PLUMBER, /on-call team/],
      [PLOMERO, /equipo de guardia/],
    ] as const)
      for (const seed of SEEDS)
        expect(
          composeScript({ ...scriptRequest({ ...body, messageType: 'on-hold' }), segment: 'services' }, seed),
        ).toMatch(help);
  });

  it('says the office closes for the holiday only after the help, when it keeps office hours', () => {
    const office = { ...PLUMBER, businessHours: 'Mon-Fri 8am-5pm' };
    for (const [body, help, closed] of [
      [office, /on-call team/, /Our office is closed for Christmas|While our office takes Christmas off/],
      [{ ...PLOMERO, businessHours: 'L-V 8am-5pm' }, /equipo de guardia/, /Nuestra oficina cierra por Navidad/],
    ] as const)
      eachClosedScript(body, (script) => {
        const at = script.search(closed);
        if (at >= 0) expect(script.search(help), script).toBeLessThan(at);
        expect(script).not.toMatch(/leave (?:a|your) message|deje (?:un|su) mensaje|\brest|descans/i);
      });
  });
});
