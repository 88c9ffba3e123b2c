import { describe, expect, it } from 'vitest';
import type { JobStatusReply } from '#common/schemas/jobs.js';
import { makingWords } from './making-words';

const running = (extra: Partial<JobStatusReply>): JobStatusReply => ({
  id: 'job',
  kind: 'programme-messages',
  state: 'running',
  position: 0,
  etaSeconds: 30,
  ...extra,
});

describe('the suggested programme’s progress in words (record 156)', () => {
  it('says which message is spoken or mixed, then the programme with its percentage', () => {
    expect(makingWords(running({ percent: 25, stage: { doing: 'speaking', item: 3, of: 7 } }))).toBe(
      'Message 3 of 7: speaking…',
    );
    expect(makingWords(running({ percent: 30, stage: { doing: 'mixing', item: 3, of: 7 } }))).toBe(
      'Message 3 of 7: mixing with the music…',
    );
    expect(makingWords(running({ percent: 91, stage: { doing: 'rendering' } }))).toBe('Making the programme: 91%');
  });

  it('says nothing of its own before the job says what it does, or once it is not running', () => {
    expect(makingWords(null)).toBeUndefined();
    expect(makingWords(running({ percent: 0 }))).toBeUndefined();
    expect(makingWords({ ...running({ stage: { doing: 'rendering' } }), state: 'queued' })).toBeUndefined();
  });
});
