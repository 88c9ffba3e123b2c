import { BookmarkCheck, Replace } from 'lucide-react';
import { Link } from 'wouter';
import { LIBRARY_TITLE_MAX } from '#common/schemas/library.js';
import { MESSAGE_TYPE_LABELS } from '#common/labels.js';
import type { WizardFormData } from '#common/wizard.js';
import { BusyIcon } from '@/components/busy-icon';
import { Button } from '@/components/ui/button';
import { SaveAsNewButton } from '@/features/library/save-as-new-button';
import { SaveToLibraryButton } from '@/features/library/save-to-library-button';
import { itemKeeping, useLibrary, useReplaceLibraryAudio } from '@/features/library/use-library';
import type { EditingItem } from '../wizard-reducer';
import { useWizardActions } from '../wizard-store';

/** "Bright Smile Dental – On-Hold Message": how a saved message is listed in the Library. */
function libraryTitle(data: WizardFormData): string {
  return `${data.companyName.trim() || 'My message'} – ${MESSAGE_TYPE_LABELS[data.messageType]}`.slice(
    0,
    LIBRARY_TITLE_MAX,
  );
}

/**
 * Step 5's way into the Library (records 056, 108). A result already kept says where, and offers no
 * second save. A message reopened from the Library is saved over its item or as a new one, which
 * the user names (record 136).
 */
export function ResultSaving({
  audioId,
  data,
  editing,
}: {
  audioId: string;
  data: WizardFormData;
  editing: EditingItem | null;
}) {
  const actions = useWizardActions();
  const library = useLibrary();
  const replace = useReplaceLibraryAudio();
  const kept = itemKeeping(library.data, audioId);
  const saved = () => actions.setResultSaved(true);

  if (kept)
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        <BookmarkCheck aria-hidden="true" className="size-4 text-primary" />
        <span>
          In your Library as{' '}
          <Link href="/library" className="text-primary underline underline-offset-4">
            “{kept.title}”
          </Link>
          .
        </span>
      </p>
    );
  // Until the Library answers it is not known whether this result is kept: offer nothing yet.
  if (library.isPending) return null;
  return (
    <>
      {editing ? (
        <Button
          disabled={replace.isPending}
          onClick={() => replace.mutate({ itemId: editing.itemId, audioId }, { onSuccess: saved })}
        >
          <BusyIcon busy={replace.isPending} icon={Replace} />
          Replace “{editing.title}”
        </Button>
      ) : null}
      {editing ? (
        <SaveAsNewButton
          audioId={audioId}
          originalTitle={editing.title}
          messageType={data.messageType}
          onSaved={saved}
        />
      ) : (
        <SaveToLibraryButton
          audioId={audioId}
          defaultTitle={libraryTitle(data)}
          messageType={data.messageType}
          onSaved={saved}
        />
      )}
    </>
  );
}
