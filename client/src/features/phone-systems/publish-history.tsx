import { useId } from 'react';
import { formatDateTime } from '#common/format.js';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { PublishReply } from '#common/schemas/publishing.js';
import { cn } from '@/lib/utils';
import { sentWords } from './publish-words';

const words = messages.publishing;

/**
 * The last publishes of a menu or a message (issue 48): when, to which connection, by whom, how it
 * went and how many prompts went; `empty` says there is none yet.
 */
export function PublishHistory({ publishes, empty }: { publishes: PublishReply[]; empty: string }) {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {words.historyTitle}
      </h3>
      {publishes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-border rounded-lg border border-border">
          {publishes.map((publish) => (
            <li key={publish.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm">
              <span className="wrap-anywhere">
                {formatMessage(words.historyLine, {
                  when: formatDateTime(publish.startedAt),
                  name: publish.connectionName,
                  email: publish.byEmail,
                })}
              </span>
              <span className="text-xs text-muted-foreground">
                <span
                  className={cn(
                    'font-medium',
                    publish.status === 'done' && 'text-success-soft-foreground',
                    (publish.status === 'partial' || publish.status === 'refused') && 'text-destructive',
                  )}
                >
                  {words.publishStatus[publish.status]}
                </span>
                {' · '}
                {sentWords(publish)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
