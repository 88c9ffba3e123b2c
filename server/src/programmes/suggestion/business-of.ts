import { messages } from '#common/messages.js';
import type { BusinessProfile, KeptBusinessProfile } from '#common/schemas/business-profile.js';
import type { RecipeMessage } from '#common/schemas/recipe.js';
import { generateScriptBody } from '#common/schemas/scripts.js';
import type { ServiceContext } from '../../deps.js';
import { AppError } from '../../errors.js';
import { readProfile } from '../../profile/profile-store.js';
import type { ScriptRequest } from '../../scripts/script-writer.js';

/**
 * The business a suggested programme speaks for (record 118): the account's profile, step 1's
 * answers. Without one there is nothing true to say, so nothing is written or made.
 */
export async function requireProfile(ctx: ServiceContext, userId: string): Promise<KeptBusinessProfile> {
  const profile = await readProfile(ctx.database.db, userId);
  if (!profile) throw new AppError(400, messages.programmeSuggestion.profileRequired);
  return profile;
}

/** What the profile says of the message, as the wizard would send it: an on-hold message of this business. */
export function recipeMessageOf(
  profile: BusinessProfile,
  extra: { businessHours?: string; promotionItems?: string[] } = {},
): RecipeMessage {
  return {
    companyName: profile.companyName,
    companyWebsite: profile.companyWebsite,
    industry: profile.industry,
    useCustomSector: profile.useCustomSector,
    // The sector counts only while its toggle is on, as in step 1.
    customSector: profile.useCustomSector ? profile.customSector : '',
    keyProducts: profile.keyProducts,
    // What its Spanish parts say of the business instead of the English words (record 155).
    spanishCustomSector: profile.useCustomSector ? profile.spanishCustomSector : '',
    spanishKeyProducts: profile.spanishKeyProducts,
    messageLength: profile.messageLength,
    tone: profile.tone,
    messageType: 'on-hold',
    businessHours: extra.businessHours ?? '',
    promotionItems: extra.promotionItems ?? [],
  };
}

/** The script writer's request for one part of the programme, validated as POST /api/generate-script's body. */
export function scriptRequestOf(message: RecipeMessage, profile: BusinessProfile): ScriptRequest {
  return generateScriptBody.parse({
    ...message,
    pauseLength: profile.pauseLength,
    enableParagraphPauses: profile.enableParagraphPauses,
  });
}
