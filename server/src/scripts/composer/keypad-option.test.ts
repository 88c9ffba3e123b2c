import { describe, expect, it } from 'vitest';
import { keypadSentence } from './keypad-option.js';

describe('a keypad option as a sentence', () => {
  it.each([
    ['reservations', 'For reservations, press one.'],
    ['for billing questions', 'For billing questions, press one.'],
    ['the front desk', 'For the front desk, press one.'],
    ['operator', 'For the operator, press one.'],
    ['front desk', 'For the front desk, press one.'],
    ['service department', 'For the service department, press one.'],
    ['our pharmacist', 'For our pharmacist, press one.'],
    ["Dr. Lee's office", "For Dr. Lee's office, press one."],
    ['billing', 'For billing, press one.'],
    ['sales', 'For sales, press one.'],
    ['new patients', 'For new patients, press one.'],
    ['speak with our host', 'To speak with our host, press one.'],
    ['book a table', 'To book a table, press one.'],
    ['to reach billing', 'To reach billing, press one.'],
    ['If you are calling about billing', 'If you are calling about billing, press one.'],
    ['for questions about an order', 'For questions about an order, press one.'],
    ['Are you a new patient', 'If you are a new patient, press one.'],
  ])('"%s" reads "%s"', (option, sentence) => {
    expect(keypadSentence(option, 'one')).toBe(sentence);
  });
});
