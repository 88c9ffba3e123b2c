import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { JobStatusReply } from '#common/schemas/jobs.js';

/**
 * What the suggested programme's job says it is doing, in words (record 156): "Message 3 of 7:
 * speaking…", then "Making the programme: 40%". Undefined until it says.
 */
export function makingWords(status: JobStatusReply | null): string | undefined {
  const stage = status?.state === 'running' ? status.stage : undefined;
  if (!stage) return undefined;
  return formatMessage(messages.programmeSuggestion.stages[stage.doing], {
    item: stage.item ?? '',
    of: stage.of ?? '',
    percent: status!.percent ?? 0,
  });
}
