import { LANGUAGE_NAMES, languageOfferLine, otherLanguage } from '#common/bilingual.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { MenuKeySelect } from './menu-key-select';
import { defaultOfferKey, offerKeys, withOtherLanguage } from './menu-language';
import { MenuVoiceChoice } from './menu-voice-choice';

/**
 * "Also in Spanish" (or "Also in English"): the menu made whole in its other language too (issue
 * 39, record 146). After the greeting, callers hear the offer of that language on a key the main
 * menu does not use, said by that language's own voice; pressing it plays every later prompt in
 * that language. The option labels in that language are asked for on each option row.
 */
export function MenuOtherLanguageFields({
  id,
  draft,
  errors,
  onChange,
}: {
  id: string;
  draft: PhoneMenuSettings;
  errors: Record<string, string>;
  onChange: (settings: PhoneMenuSettings) => void;
}) {
  const other = otherLanguage(draft.language);
  const name = LANGUAGE_NAMES[other];
  const second = draft.otherLanguage;
  // The key already chosen stays offered while an option takes it, so the error beside it makes sense.
  const keys = second ? [...new Set([second.key, ...offerKeys(draft.main)])] : [];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <Switch
          id={`${id}-other-on`}
          checked={second !== null}
          aria-describedby={`${id}-other-hint`}
          onCheckedChange={(on) => onChange(withOtherLanguage(draft, on))}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-other-on`}>Also in {name}</Label>
          <p id={`${id}-other-hint`} className="max-w-3xl text-sm text-muted-foreground">
            After the greeting, callers hear “{languageOfferLine(other, second?.key ?? defaultOfferKey(draft.main))}”
            and, once they press it, every prompt in {name}. Each option then needs its {name} label too.
          </p>
        </div>
      </div>
      {second ? (
        <>
          <FormField
            id={`${id}-other-key`}
            label={`Key for ${name}`}
            hint="A key the main menu does not use."
            error={errors['otherLanguage.key']}
            className="sm:max-w-xs"
          >
            {(control) => (
              <MenuKeySelect
                control={control}
                value={second.key}
                keys={keys}
                onChange={(key) => onChange({ ...draft, otherLanguage: { ...second, key } })}
              />
            )}
          </FormField>
          <MenuVoiceChoice
            name={`${id}-other-voice`}
            language={other}
            legend={`Voice of every ${name} prompt`}
            genderLegend={`${name} voice gender`}
            value={second.voiceId}
            onChange={(voiceId) => onChange({ ...draft, otherLanguage: { ...second, voiceId } })}
          />
        </>
      ) : null}
    </div>
  );
}
