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
});
