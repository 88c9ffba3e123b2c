import { describe, expect, it } from 'vitest';
import { keypadForm, keypadSentence } from './keypad-option.js';

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
    // A key typed into the label is the menu's to say, once (record 139).
    ['Press 1 for sales', 'For sales, press one.'],
    ['Press 1 for Reservations', 'For reservations, press one.'],
    ['Press 1 for Invisalign', 'For Invisalign, press one.'],
    ['press one to reach billing', 'To reach billing, press one.'],
    ['billing, press 2', 'For billing, press one.'],
  ])('"%s" reads "%s"', (option, sentence) => {
    expect(keypadSentence(option, 'one')).toBe(sentence);
  });
});

describe("a keypad option's form, for the sentences a phone menu builds on it (record 139)", () => {
  it.each([
    ['operator', { kind: 'noun', phrase: 'the operator' }],
    ['for billing questions', { kind: 'noun', phrase: 'billing questions' }],
    ['to reach billing', { kind: 'verb', phrase: 'reach billing' }],
    ['speak with our host', { kind: 'verb', phrase: 'speak with our host' }],
    ['Are you a new patient', { kind: 'clause', phrase: 'If you are a new patient' }],
  ])('"%s" is %o', (option, form) => {
    expect(keypadForm(option)).toEqual(form);
  });
});
