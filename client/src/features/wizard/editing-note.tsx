import { FilePenLine } from 'lucide-react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { Alert } from '@/components/ui/alert';
import { CreateNewMessageButton } from './result/create-new-message';
import { hasUnsavedWork } from './wizard-reducer';
import { useWizardState } from './wizard-store';

/**
 * Over every step of a message reopened from the Library (record 108): which item is being
 * changed, from the step it lands on (step 3), not only at step 5's Replace, and a way to start a
 * new message instead (Create New Message's, which asks first when work would be lost).
 */
export function EditingNote() {
  const wizard = useWizardState();
  if (!wizard.editing) return null;
  return (
    <Alert variant="info" className="flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
      <div className="flex min-w-0 gap-3">
        <FilePenLine aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0">
          <p className="font-semibold break-words">
            {formatMessage(messages.draft.editingItem, { title: wizard.editing.title })}
          </p>
          <p className="mt-0.5">{messages.draft.editingHint}</p>
        </div>
      </div>
      <CreateNewMessageButton unsavedWork={hasUnsavedWork(wizard)} label={messages.draft.startNew} size="sm" />
    </Alert>
  );
}
