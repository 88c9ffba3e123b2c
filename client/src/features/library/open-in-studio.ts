import { messages } from '#common/messages.js';
import type { Recipe } from '#common/schemas/recipe.js';
import { toast } from '@/components/ui/use-toast';
import type { MessageStore } from '@/features/wizard/message-store';
import { formDataFromRecipe } from '@/features/wizard/recipe-form';
import type { EditingItem, WizardStep } from '@/features/wizard/wizard-reducer';

/**
 * Puts a recipe into the studio (record 108), shown at `step`: a Library item reopened on step 3,
 * where its script can be changed, or a result made again on step 5. A track the admin has since
 * deleted comes back as No Music, and a toast says so.
 */
export function openRecipe(
  store: MessageStore,
  made: { recipe: Recipe; trackMissing: boolean },
  options: { editing: EditingItem | null; saved: boolean; step: WizardStep },
): void {
  store.actions.openMessage(formDataFromRecipe(made.recipe, made.trackMissing), options);
  if (made.trackMissing)
    toast({
      title: messages.library.trackMissingTitle,
      description: messages.library.trackMissing,
      variant: 'default',
    });
}
