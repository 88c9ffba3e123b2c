import { describe, expect, it } from 'vitest';
import { MESSAGE_TYPES } from './constants.js';
import { defaultMessageTemplate } from './message-templates.js';

describe('the suggested message of each type', () => {
  it.each(MESSAGE_TYPES)('%s: a name ending in a period ends the sentence once, and emoji are left out', (type) => {
    const text = defaultMessageTemplate(type, 'Bright Smile 😁 Co.');
    expect(text).toContain('Bright Smile Co.');
    expect(text).not.toMatch(/Co\.\.|😁/);
  });

  it('speaks of "our company" when there is no name to say', () => {
    expect(defaultMessageTemplate('on-hold', ' 🎉 ')).toContain('Thank you for calling our company.');
  });

  it.each(MESSAGE_TYPES)('%s: has a Spanish version, chosen by language, in usted and with no English left', (type) => {
    const text = defaultMessageTemplate(type, 'Bright Smile 😁 Co.', 'es');
    expect(text).toMatch(/gracias por/i);
    expect(text).toContain('Bright Smile Co.');
    expect(text).not.toMatch(/Co\.\.|😁/);
    // \b knows only ASCII letters: "tú" needs letter look-arounds.
    expect(text).not.toMatch(/(?<!\p{L})(?:the|you|your|our|we|please|thank|call|press|tú|te|tu)(?!\p{L})/iu);
    expect(defaultMessageTemplate(type, 'Bright Smile Co.', 'en')).toBe(
      defaultMessageTemplate(type, 'Bright Smile Co.'),
    );
  });

  it('speaks of "nuestra empresa" in Spanish when there is no name to say', () => {
    expect(defaultMessageTemplate('on-hold', ' 🎉 ', 'es')).toContain('Gracias por llamar a nuestra empresa.');
  });
});
