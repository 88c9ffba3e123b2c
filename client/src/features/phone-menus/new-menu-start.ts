import { useQuery } from '@tanstack/react-query';
import { findAnyVoice } from '#common/spanish-voices.js';
import { DEFAULT_VOICE_BY_GENDER } from '#common/voices.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { useKeptProfile } from '@/features/wizard/profile/use-profile';
import { useWizardState } from '@/features/wizard/wizard-store';
import { api } from '@/lib/api';
import { browserTimeZone } from '@/lib/time-zone';
import { newMenuSettings, optionsFromAttendants } from './menu-draft';

/**
 * What a new menu starts with (record 142): the business profile's company, tone and zone (this
 * device's zone without a profile), its language and whether it speaks both (record 146), the
 * voice last chosen in step 2 (a voice of the menu's language: menu-language.ts), and, when it is
 * made from an auto-attendant message of the Library (`fromItemId`), that message's keypad
 * options, language and offer key from its recipe. Null while the message is read; `recipeMissing` when it has no recipe to read them from.
 */
export function useNewMenuStart(fromItemId: string | null) {
  const profile = useKeptProfile();
  const { formData } = useWizardState();
  const item = useQuery({
    queryKey: ['library-item', fromItemId],
    queryFn: async () => api.get(`/api/library/${encodeURIComponent(fromItemId!)}`, { cache: 'no-store' }),
    enabled: fromItemId !== null,
  });
  if (fromItemId && item.isPending) return null;
  const recipe = item.data?.recipe ?? null;
  const start: PhoneMenuSettings = newMenuSettings(
    {
      companyName: recipe?.message.companyName || profile?.companyName || '',
      tone: profile?.tone ?? 'professional',
      timeZone: profile?.timeZone || browserTimeZone(),
      voiceId:
        catalogueVoice(recipe?.voice.voiceType) ?? catalogueVoice(formData.voiceType) ?? DEFAULT_VOICE_BY_GENDER.female,
      language: recipe?.message.language ?? profile?.language ?? 'en',
      bilingual: recipe?.message.bilingual ?? profile?.bilingual ?? false,
      languageKey: recipe?.message.languageKey ?? '',
    },
    recipe ? optionsFromAttendants(recipe.message.attendants) : undefined,
  );
  return { start, recipeMissing: fromItemId !== null && recipe === null, fromTitle: item.data?.item.title };
}

/** A voice id the menu's voice cards offer (the catalogue's, English or Spanish), else undefined. */
const catalogueVoice = (id: string | undefined) => (id && findAnyVoice(id) ? id : undefined);
