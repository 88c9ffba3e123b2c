import { describe, expect, it } from 'vitest';
import { programmePartSlips } from '../../testing/programme-part-slips.js';
import { cases, slips } from '../../testing/sense-checks.js';

/**
 * The suggested programme's parts (record 118) read by the same checks as every message type, for
 * every business and tone: 48–64 words each, nothing invented, and no sentence heard twice in one
 * programme.
 */
const sentencesOf = (script: string) => script.split(/(?<=[.!?])\s+(?=[A-Z])/).map((s) => s.trim().toLowerCase());

describe('every part of a suggested programme reads well', () => {
  it.each(cases.map((c) => [c.label, c] as const))('%s: every part and tone', (_label, { body, sector }) => {
    const problems = programmePartSlips(body, {
      seeds: Array.from({ length: 8 }, (_, i) => 7 + i * 7919),
      slipsOf: (script, request) => slips(script, request, 'on-hold', sector),
      sentencesOf,
    });
    expect(problems.slice(0, 40).join('\n'), `${problems.length} slips`).toBe('');
  });
});
