import { describe, expect, it } from 'vitest';
import type { GenerateScriptBody } from '#common/schemas/scripts.js';
import { closedScripts } from '../../testing/closed-scripts.js';
import { slips } from '../../testing/sense-checks.js';

/**
 * A closed message for a business with emergency work (issue 40, record 134): it tells the caller
 * what to do in an emergency, and where a product is offered 24/7 it says that part is still
 * available, never "we are closed" beside "24/7" unreconciled. A business whose emergency help
 * never stops is on-call-messages.test.ts's.
 */
const BUSINESS = {
  companyName: 'Bright Smile Co.',
  companyWebsite: 'www.brightsmile.com',
  businessHours: 'Mon-Fri 7am-6pm',
  holidayType: 'Thanksgiving',
} as const;
const SEEDS = Array.from({ length: 6 }, (_, i) => 9 + i * 7919);

/** Every closed script for `body`, checked for length and for the slips every script is checked for. */
const closedScriptsOf = (body: GenerateScriptBody, sector?: string) =>
  closedScripts(body, SEEDS, (script, request, messageType) => slips(script, request, messageType, sector));

const WHAT_TO_DO =
  /For emergencies, leave an urgent message\.|If it's an emergency, please leave a message and say so at the start|In an emergency, please leave an urgent message|tell us if it's an emergency\.|If it's an emergency, say so first|as soon as we can if it's an emergency\./;

describe('a closed message for a business with emergency work', () => {
  it('tells a caller what to do in an emergency when the business offers emergency care but is not open 24/7', () => {
    const dental = {
      ...BUSINESS,
      industry: 'healthcare',
      keyProducts: 'Check-ups, whitening, emergency care',
    } as const;
    for (const script of closedScriptsOf(dental)) {
      expect(script, script).toMatch(WHAT_TO_DO);
      expect(script).not.toMatch(/still available/);
    }
  });

  it('says an urgent caller what to do when a 24/7 service names no emergency', () => {
    const helpDesk = { ...BUSINESS, industry: 'technology', keyProducts: 'Cloud backups, 24/7 support' } as const;
    for (const script of closedScriptsOf(helpDesk)) {
      expect(script, script).toMatch(/, but 24\/7 support is still available\./);
      expect(script, script).toMatch(/urgent/);
      expect(script).not.toMatch(/emergenc/);
    }
  });

  it('says nothing of emergencies for a business that offers none', () => {
    const shop = { ...BUSINESS, industry: 'retail', keyProducts: 'Gift cards, home delivery' } as const;
    for (const script of closedScriptsOf(shop)) expect(script).not.toMatch(/emergenc|still available/);
  });
});
