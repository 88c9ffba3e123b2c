import { formatDateTime } from '#common/format.js';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { PublishReply } from '#common/schemas/publishing.js';
import { cn } from '@/lib/utils';
import { sentWords } from './publish-words';

const words = messages.publishing;

/** The menu's last publishes (issue 48): when, to which connection, by whom, how it went and how many prompts went. */
export function PublishHistory({ publishes }: { publishes: PublishReply[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 id="publish-history-heading" className="text-sm font-semibold">
        {words.historyTitle}
      </h3>
      {publishes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{words.historyEmpty}</p>
      ) : (
        <ul
          aria-labelledby="publish-history-heading"
          className="divide-y divide-border rounded-lg border border-border"
        >
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
