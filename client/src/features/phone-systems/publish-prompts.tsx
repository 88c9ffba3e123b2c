import { CircleAlert, CircleCheck, CircleDashed, CircleMinus, CircleSlash } from 'lucide-react';
import { messages } from '#common/messages.js';
import type { PublishReply } from '#common/schemas/publishing.js';
import { cn } from '@/lib/utils';

const words = messages.publishing;

type PromptState = PublishReply['prompts'][number]['state'];

const STATE_LOOK: Record<PromptState, { Icon: typeof CircleCheck; className: string }> = {
  waiting: { Icon: CircleDashed, className: 'text-muted-foreground' },
  sent: { Icon: CircleCheck, className: 'text-success-soft-foreground' },
  unchanged: { Icon: CircleMinus, className: 'text-muted-foreground' },
  failed: { Icon: CircleAlert, className: 'text-destructive' },
  left: { Icon: CircleSlash, className: 'text-muted-foreground' },
};

/**
 * A publish prompt by prompt, as its record says: sent, already there, not sent with the system's
 * reason, left in place (turned off here), or still waiting while it runs.
 */
export function PublishPrompts({ prompts, label }: { prompts: PublishReply['prompts']; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      {prompts.map((prompt) => {
        const { Icon, className } = STATE_LOOK[prompt.state];
        return (
          <li
            key={prompt.name}
            // Named as it reads, so a list of twenty is found and heard prompt by prompt.
            aria-label={`${prompt.name}: ${words.promptStates[prompt.state]}${prompt.message ? `. ${prompt.message}` : ''}`}
            className={cn('flex min-w-0 gap-2', prompt.message && 'sm:col-span-2')}
          >
            <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', className)} />
            <span className="flex min-w-0 flex-col">
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-mono text-xs break-all">{prompt.name}</span>
                <span className={cn('text-xs', className)}>{words.promptStates[prompt.state]}</span>
              </span>
              {prompt.message ? <span className="text-xs text-destructive wrap-anywhere">{prompt.message}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
