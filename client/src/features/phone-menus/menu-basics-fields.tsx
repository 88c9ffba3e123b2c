import { LANGUAGE_NAMES } from '#common/bilingual.js';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '#common/message-language.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { ToneSelect } from '@/components/tone-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { promptPrefixOf } from './prompt-prefix';

/**
 * A menu's name, the business its greeting names, the language and tone its prompts are written in
 * (record 146: the screens stay in English), the prefix of its prompts' names and its time zone. While a new menu's prefix is still the one made from
 * its name, it follows the name; once saved, or typed by the owner, it stays, since a PBX's flow
 * points at prompts by name (record 142).
 */
export function MenuBasicsFields({
  id,
  draft,
  saved,
  errors,
  onChange,
  onLanguage,
}: {
  id: string;
  draft: PhoneMenuSettings;
  /** Whether the menu exists on the server: its prefix no longer follows its name. */
  saved: boolean;
  errors: Record<string, string>;
  onChange: (patch: Partial<PhoneMenuSettings>) => void;
  /** The menu in another language: the voices and, in a two-language menu, the two languages swap (menu-language.ts). */
  onLanguage: (language: MessageLanguage) => void;
}) {
  const prefixFollows = !saved && draft.promptPrefix === promptPrefixOf(draft.name);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id={`${id}-name`} label="Menu name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={draft.name}
            maxLength={80}
            onChange={(event) =>
              onChange({
                name: event.target.value,
                ...(prefixFollows ? { promptPrefix: promptPrefixOf(event.target.value) } : {}),
              })
            }
          />
        )}
      </FormField>
      <FormField
        id={`${id}-company`}
        label="Company name"
        hint="The greeting thanks callers for calling it."
        error={errors.companyName}
      >
        {(control) => (
          <Input
            {...control}
            value={draft.companyName}
            onChange={(event) => onChange({ companyName: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-prefix`}
        label="Prompt name prefix"
        hint={`Every prompt's name starts with it, like ${draft.promptPrefix || 'prefix'}_greeting. Phone systems find prompts by name, so keep it once they use them.`}
        error={errors.promptPrefix}
      >
        {(control) => (
          <Input
            {...control}
            className="font-mono"
            value={draft.promptPrefix}
            maxLength={40}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => onChange({ promptPrefix: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-language`}
        label="Language"
        hint={
          draft.otherLanguage
            ? 'The language callers hear first. The other one follows on its key.'
            : 'The language callers hear. The page stays in English.'
        }
      >
        {(control) => (
          <Select value={draft.language} onValueChange={(language) => onLanguage(language as MessageLanguage)}>
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {MESSAGE_LANGUAGES.map((language) => (
                <SelectItem key={language} value={language}>
                  {LANGUAGE_NAMES[language]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
      <FormField id={`${id}-tone`} label="Tone" hint="How the studio words the prompts.">
        {(control) => <ToneSelect control={control} value={draft.tone} onChange={(tone) => onChange({ tone })} />}
      </FormField>
      <TimeZoneSelect
        id={`${id}-zone`}
        label="Time zone"
        hint="Business hours and closure days are read on this zone’s clocks."
        value={draft.timeZone}
        onChange={(timeZone) => onChange({ timeZone })}
        error={errors.timeZone}
      />
    </div>
  );
}
