import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { MenuPublishingReply, PublishReply } from '#common/schemas/publishing.js';

const words = messages.publishing;

type ConnectionState = MenuPublishingReply['connections'][number];

/**
 * How far a connection is behind the menu, in a sentence: "1 prompt changed since you published to
 * Main Connect.", or, before its first publish, how many will go.
 */
export function behindLine({
  name,
  behind,
  lastPublishedAt,
}: Pick<ConnectionState, 'name' | 'behind' | 'lastPublishedAt'>) {
  if (behind === 0) return formatMessage(words.upToDate, { name });
  if (lastPublishedAt === null)
    return formatMessage(behind === 1 ? words.notYetPublishedOne : words.notYetPublished, { name, count: behind });
  return formatMessage(behind === 1 ? words.behindOne : words.behind, { name, count: behind });
}

const countOf = (publish: Pick<PublishReply, 'prompts'>, state: PublishReply['prompts'][number]['state']) =>
  publish.prompts.filter((prompt) => prompt.state === state).length;

/** "3 prompts sent", "1 prompt sent", "no prompt sent". */
export function sentWords(publish: Pick<PublishReply, 'prompts'>): string {
  const sent = countOf(publish, 'sent');
  return sent === 0
    ? words.sentNone
    : formatMessage(sent === 1 ? words.sentCountOne : words.sentCount, { count: sent });
}

/**
 * What a finished publish comes to, in a sentence: what went and what was there already; that some
 * did not go (Retry sends them); or the system's refusal in its own words.
 */
export function publishSummary(publish: PublishReply, systemName: string): string {
  switch (publish.status) {
    case 'done':
      return formatMessage(words.doneSummary, {
        name: publish.connectionName,
        sent: countOf(publish, 'sent'),
        unchanged: countOf(publish, 'unchanged'),
      });
    case 'partial':
      // One prompt (a Library message) did not go: said of it alone.
      return publish.prompts.length === 1 ? words.partialOne : words.partial;
    case 'refused':
      return formatMessage(words.refused, { system: systemName, detail: publish.message ?? '' });
    case 'running':
      return formatMessage(words.publishingTo, { name: publish.connectionName });
  }
}
