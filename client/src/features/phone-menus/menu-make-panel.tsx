import { CircleCheck, Wand2 } from 'lucide-react';
import { messages } from '#common/messages.js';
import type { PhoneMenuReply } from '#common/schemas/phone-menus.js';
import { JobProgress } from '@/components/job-progress';
import { Button } from '@/components/ui/button';
import { infoNeedsWords, unwordedPrompt } from './prompt-state';
import { useMakePhoneMenu } from './use-phone-menus';

const words = messages.phoneMenuScreens;

/**
 * Make (issue 38): every enabled prompt whose words or voice changed since its last render, all or
 * nothing, as a job with its progress and Stop. It makes what is saved, so it waits for a save, and
 * for the words of each information prompt; the button says why it waits (record 093).
 */
export function MenuMakePanel({ menu, unsaved }: { menu: PhoneMenuReply; unsaved: boolean }) {
  const make = useMakePhoneMenu(menu);
  const unworded = unwordedPrompt(menu);
  const reason = unsaved
    ? words.saveBeforeMake
    : unworded
      ? infoNeedsWords(unworded.label, unworded.language, menu.settings)
      : null;
  const madeBefore = menu.prompts.some((p) => p.audio);
  // Once every prompt is made and nothing is left unsaved, there is nothing to make: the page says so (issue 47).
  const allMade = menu.ready && !unsaved;
  if (make.busy) return <JobProgress status={make.status} onCancel={make.cancel} doing="Making the menu" />;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {allMade ? (
          <span role="status" className="flex items-center gap-2 text-sm text-success-soft-foreground">
            <CircleCheck aria-hidden="true" className="size-4" />
            Every prompt is made. Play each below.
          </span>
        ) : (
          <Button
            onClick={make.start}
            disabled={reason !== null || menu.ready}
            aria-describedby={reason ? 'menu-make-reason' : undefined}
          >
            <Wand2 aria-hidden="true" />
            {madeBefore ? 'Make the changed prompts' : 'Make the menu'}
          </Button>
        )}
      </div>
      {reason ? (
        <p id="menu-make-reason" className="text-sm text-muted-foreground">
          {reason}
        </p>
      ) : null}
    </div>
  );
}
