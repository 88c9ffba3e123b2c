import { z } from 'zod';
import { draftFormData } from './draft.js';
import { synthesizeVoiceBody } from './voices.js';

/**
 * How a final message was made (record 108): kept with the mix when it is made, copied into the
 * Library with it, so the message can be reopened in the studio, changed and made again. Three
 * parts, each taken from where it is known for certain:
 * - `voice`: the voice request the server rendered, stored with the recording by the voice job;
 * - `music`: the track and volume the mix used;
 * - `message`: what the wizard knew besides (business, type and its fields), which the server
 *   cannot see in the audio; the mix request carries it, checked like a draft's fields.
 */

/** The wizard fields that describe a message beyond its sound: its business, its type and that type's fields. */
export const recipeMessage = draftFormData.pick({
  companyName: true,
  companyWebsite: true,
  industry: true,
  useCustomSector: true,
  customSector: true,
  keyProducts: true,
  // The business's words in Spanish (record 155): a reopened message's Spanish script says them again.
  spanishCustomSector: true,
  spanishKeyProducts: true,
  spanishPromotionItems: true,
  messageLength: true,
  // Reopening a Spanish message keeps it Spanish (record 144); a recipe from before reads English.
  language: true,
  // A bilingual message reopens bilingual (record 145): its second script and voice are in `voice.secondPart`.
  bilingual: true,
  languageKey: true,
  tone: true,
  messageType: true,
  customMessage: true,
  holidayType: true,
  voicemailContactName: true,
  voicemailOutOfOffice: true,
  voicemailReturnDate: true,
  businessHours: true,
  promotionItems: true,
  attendantOptions: true,
  attendants: true,
});
export type RecipeMessage = z.infer<typeof recipeMessage>;

export const recipe = z.object({
  voice: synthesizeVoiceBody,
  music: z.object({ trackId: z.string(), volume: z.number() }),
  message: recipeMessage,
});
export type Recipe = z.infer<typeof recipe>;
/** What a voice recording keeps: the first part of its mixes' recipes. */
export type VoiceRecipe = Pick<Recipe, 'voice'>;

/** A stored recipe read back: one written by an older version that no longer parses counts as none. */
export function readRecipe(stored: unknown): Recipe | null {
  const parsed = recipe.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/**
 * What the Library lists about an item's recipe: what it says and how it was made. Names are the
 * client's to find (it has the voice catalogue and the music list); a track no longer offered shows so.
 */
export const recipeSummary = z.object({
  /** The script's first line, cut to SUMMARY_LINE_MAX characters. */
  firstLine: z.string(),
  voiceType: z.string(),
  /** Said by the user's own voice (cloned or matched) rather than a catalogue voice. */
  customVoice: z.boolean(),
  trackId: z.string(),
  volume: z.number(),
});
export type RecipeSummary = z.infer<typeof recipeSummary>;

const SUMMARY_LINE_MAX = 140;

export function summaryOf(made: Recipe): RecipeSummary {
  const line = made.voice.script.split('\n').find((l) => l.trim() !== '') ?? '';
  const firstLine = line.length > SUMMARY_LINE_MAX ? `${line.slice(0, SUMMARY_LINE_MAX - 1).trimEnd()}…` : line;
  return {
    firstLine: firstLine.trim(),
    voiceType: made.voice.voiceType,
    customVoice: Boolean(made.voice.elevenlabsVoiceId),
    trackId: made.music.trackId,
    volume: made.music.volume,
  };
}
