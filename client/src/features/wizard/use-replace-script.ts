import { messages } from '#common/messages.js';
import { toast } from '@/components/ui/use-toast';
import { useMessageStore } from './wizard-store';

/**
 * Puts a script in the editor for Generate AI Script, Use Suggested Message and Use This Script
 * (record 092). When the editor held text the user typed, the toast offers Undo, which brings that
 * text back; a script written by code is not worth an Undo. Returns whether the Undo toast showed,
 * so the caller does not cover it with a toast of its own (only one toast shows at a time).
 */
export function useReplaceScript(): (script: string) => boolean {
  const store = useMessageStore();
  // Read from the store at call time: Generate puts its script in after an await, when a render's values are old.
  const wizard = () => store.getState().wizard;
  return (script) => {
    const { formData: before, scriptEditedByHand: byHand } = wizard();
    const previous = before.scriptContent;
    store.actions.updateFormData({ scriptContent: script });
    if (!byHand || previous.trim() === '' || previous === script) return false;
    const messageType = before.messageType;
    toast({
      title: messages.draft.scriptReplacedTitle,
      description: messages.draft.scriptReplaced,
      variant: 'default',
      action: {
        label: messages.draft.undo,
        altText: messages.draft.undo,
        onAction: () => {
          // Undo only where the script was replaced: the user may have changed the type since.
          if (wizard().formData.messageType === messageType) store.actions.editScript(previous);
        },
      },
    });
    return true;
  };
}
