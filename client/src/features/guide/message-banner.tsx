import { Info, Wand2 } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { MessageType } from '#common/constants.js';
import type { LibraryItem } from '#common/schemas/library.js';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { SaveToLibraryButton } from '@/features/library/save-to-library-button';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * Which message the Guide's downloads are for. A mix passed in the URL that is not in the Library
 * expires after 24 hours, so it offers Save to Library, keeping the type the link named (step 5's
 * link names the wizard's); with no message at all it says how to make one.
 */
export function MessageBanner({
  audioId,
  saved,
  requested,
  messageType,
}: {
  audioId: string | null;
  saved: LibraryItem | undefined;
  requested: string | null;
  messageType: MessageType | undefined;
}) {
  const [, navigate] = useLocation();
  if (!audioId) {
    return (
      <Alert variant="info">
        <Info aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <AlertTitle>No message yet</AlertTitle>
            <AlertDescription>
              Make one in the studio: enter your business details, choose a voice, write the message and pick music. On
              the last step, Download, choose Save to Library. Then come back here for the file your phone system takes.
            </AlertDescription>
          </div>
          <Link href="/" className={buttonVariants({ size: 'sm', className: 'self-start' })}>
            <Wand2 aria-hidden="true" />
            Create a message
          </Link>
        </div>
      </Alert>
    );
  }
  const unsaved = requested !== null && !saved;
  return (
    <Alert variant="info">
      <Info aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <AlertTitle>
            {saved ? `Downloads are for “${saved.title}”` : 'Downloads are for the message you just made'}
          </AlertTitle>
          <AlertDescription>
            {unsaved ? (
              'This message is kept for 24 hours. Save it to your Library to keep it until you delete it.'
            ) : (
              <>
                Another message? Pick it in your{' '}
                <Link href="/library" className={linkClass}>
                  Library
                </Link>
                .
              </>
            )}
          </AlertDescription>
        </div>
        {unsaved ? (
          <SaveToLibraryButton
            audioId={requested}
            messageType={messageType}
            size="sm"
            className="self-start"
            onSaved={(keptId) => navigate(`/guide?audio=${keptId}`, { replace: true })}
          />
        ) : null}
      </div>
    </Alert>
  );
}
