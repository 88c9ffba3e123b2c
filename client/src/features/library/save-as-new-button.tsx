import { BookmarkPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { MessageType } from '#common/constants.js';
import { numberedTitle } from '#common/schemas/library.js';
import { Button } from '@/components/ui/button';
import { TitleDialog } from './title-dialog';
import { useLibrary, useSaveToLibrary } from './use-library';

/**
 * *Save as new* for a message reopened from the Library (records 108, 136): the user names the new
 * item, offered its original's name numbered as the server would ("… (2)"), so the Library never
 * holds two items that read the same. The server numbers a name that is taken all the same.
 */
export function SaveAsNewButton({
  audioId,
  originalTitle,
  messageType,
  onSaved,
}: {
  audioId: string;
  originalTitle: string;
  messageType?: MessageType;
  onSaved: () => void;
}) {
  const library = useLibrary();
  const save = useSaveToLibrary();
  const [naming, setNaming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const suggested = numberedTitle(originalTitle, new Set(library.data?.map((item) => item.title)));
  return (
    <>
      <Button ref={button} variant="outline" onClick={() => setNaming(true)}>
        <BookmarkPlus aria-hidden="true" />
        Save as new
      </Button>
      <TitleDialog
        id="save-as-new-title"
        heading="Save as a new message"
        submitLabel="Save as new"
        initialTitle={suggested}
        open={naming}
        onOpenChange={setNaming}
        pending={save.isPending}
        onSubmit={(title) =>
          save.mutate(
            { audioId, title, messageType },
            {
              onSuccess: () => {
                setNaming(false);
                onSaved();
              },
            },
          )
        }
        returnFocus={button}
      />
    </>
  );
}
