import { generateScriptBody, type GenerateScriptBody } from '#common/schemas/scripts.js';
import type { ScriptRequest } from '../script-writer.js';

/**
 * Requests the composer tests, the fixture table and the benchmark share: every field filled in
 * (with the digits, dates and web address a real user types), and the bare minimum.
 */
export const FULL_FIELDS: GenerateScriptBody = {
  companyName: 'Bright Smile Dental',
  companyWebsite: 'https://www.brightsmile.com/',
  industry: 'healthcare',
  keyProducts: 'Check-ups, teeth whitening, emergency care',
  holidayType: 'Thanksgiving',
  businessHours: 'Mon-Fri 8:30am-5pm',
  voicemailContactName: 'Dr. Sarah Lee',
  voicemailOutOfOffice: true,
  voicemailReturnDate: '2026-12-28',
  promotionItems: ['20% off whitening in December', '', '  ', 'A free check-up for new patients'],
  attendantOptions: 'Our menu has changed',
  attendants: { '1': 'Appointments', '2': 'to reach billing', '0': 'speak with the front desk' },
  customMessage: 'We are moving to 12 Harbor Street on 1/5/2027.\n\nCall (555) 123-4567 with any questions.',
};

export const MINIMAL_FIELDS: GenerateScriptBody = { companyName: 'Northwind Traders', industry: 'retail' };

export const SECTOR_FIELDS: GenerateScriptBody = {
  companyName: 'Paws & Claws',
  industry: 'other',
  customSector: 'Veterinary care',
  keyProducts: 'vaccinations, grooming',
  companyWebsite: 'pawsandclaws.vet',
};

export function scriptRequest(body: GenerateScriptBody): ScriptRequest {
  return generateScriptBody.parse(body);
}
