import { describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { PublishReply } from '#common/schemas/publishing.js';
import { behindLine, publishSummary, sentWords } from './publish-words';

const words = messages.publishing;

const publish = (status: PublishReply['status'], states: PublishReply['prompts'][number]['state'][]): PublishReply => ({
  id: 'p1',
  connectionId: 'c1',
  connectionName: 'Main Connect',
  byEmail: 'owner@example.com',
  status,
  message:
    status === 'refused'
      ? 'The key cannot update prompts in this Amazon Connect instance (AccessDeniedException).'
      : null,
  prompts: states.map((state, i) => ({ name: `acme_${i}`, version: 'en:1', state })),
  startedAt: '2026-12-03T10:00:00.000Z',
  finishedAt: '2026-12-03T10:00:05.000Z',
});

describe('behindLine', () => {
  it('says how many prompts changed since the last publish there, with the issue’s words', () => {
    const at = '2026-12-03T10:00:00.000Z';
    expect(behindLine({ name: 'Main Connect', behind: 1, lastPublishedAt: at })).toBe(
      '1 prompt changed since you published to Main Connect.',
    );
    expect(behindLine({ name: 'Main Connect', behind: 3, lastPublishedAt: at })).toBe(
      '3 prompts changed since you published to Main Connect.',
    );
    expect(behindLine({ name: 'Main Connect', behind: 0, lastPublishedAt: at })).toBe(
      formatMessage(words.upToDate, { name: 'Main Connect' }),
    );
  });

  it('before the first publish, says how many will go rather than how many changed', () => {
    expect(behindLine({ name: 'PBX', behind: 9, lastPublishedAt: null })).toBe(
      formatMessage(words.notYetPublished, { name: 'PBX', count: 9 }),
    );
  });
});

describe('a publish in words', () => {
  it('counts what went', () => {
    expect(sentWords(publish('done', ['sent', 'unchanged', 'sent']))).toBe('2 prompts sent');
    expect(sentWords(publish('done', ['sent', 'unchanged']))).toBe('1 prompt sent');
    expect(sentWords(publish('refused', ['failed']))).toBe(words.sentNone);
  });

  it('sums up a done publish, a partial one, and a refusal in the system’s words', () => {
    expect(publishSummary(publish('done', ['sent', 'unchanged', 'unchanged', 'left']), 'Amazon Connect')).toBe(
      formatMessage(words.doneSummary, { name: 'Main Connect', sent: 1, unchanged: 2 }),
    );
    expect(publishSummary(publish('partial', ['sent', 'failed']), 'Amazon Connect')).toBe(words.partial);
    expect(publishSummary(publish('partial', ['failed']), 'Amazon Connect')).toBe(words.partialOne);
    expect(publishSummary(publish('refused', ['failed', 'failed']), 'Amazon Connect')).toBe(
      'Amazon Connect refused the connection: The key cannot update prompts in this Amazon Connect instance (AccessDeniedException).',
    );
  });
});
