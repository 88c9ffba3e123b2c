import { NO_MUSIC_TRACK_ID } from '#common/constants.js';
import { recipeMessage, type Recipe, type RecipeMessage } from '#common/schemas/recipe.js';
import { defaultWizardFormData, type WizardFormData } from '#common/wizard.js';

/**
 * The studio's form and a message's recipe (record 108), both ways: the mix request carries the
 * message's fields into its recipe, and a recipe reopened fills the form again. A track the admin
 * has since deleted comes back as No Music (the caller says so).
 */
export function formDataFromRecipe(recipe: Recipe, trackMissing: boolean): WizardFormData {
  const { voice, music, message } = recipe;
  return {
    ...defaultWizardFormData,
    ...message,
    attendants: { ...defaultWizardFormData.attendants, ...message.attendants },
    scriptContent: voice.script,
    voiceGender: voice.voiceGender,
    voiceAccent: voice.voiceAccent,
    voiceType: voice.voiceType,
    // The language the voice was made in (record 144): reopening a Spanish message keeps it Spanish.
    language: voice.language,
    // A bilingual message's other language (record 145): its script and voice are the voice's second part.
    bilingual: message.bilingual ?? voice.secondPart !== undefined,
    secondScriptContent: voice.secondPart?.script ?? '',
    secondVoiceType: voice.secondPart?.voiceType ?? '',
    voiceProvider: voice.voiceProvider ?? defaultWizardFormData.voiceProvider,
    elevenlabsVoiceId: voice.elevenlabsVoiceId ?? '',
    pauseLength: voice.pauseLength,
    enableParagraphPauses: voice.enableParagraphPauses,
    selectedTrackId: trackMissing ? NO_MUSIC_TRACK_ID : music.trackId,
    musicVolume: music.volume,
  };
}

const MESSAGE_FIELDS = Object.keys(recipeMessage.shape) as (keyof RecipeMessage)[];

/** The message's fields as the mix request carries them: the recipe's `message` part. */
export function recipeMessageOf(data: WizardFormData): RecipeMessage {
  return Object.fromEntries(MESSAGE_FIELDS.map((key) => [key, data[key]]));
}
