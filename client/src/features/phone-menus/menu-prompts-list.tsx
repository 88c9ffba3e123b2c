import { LANGUAGE_NAMES } from '#common/bilingual.js';
import type { MessageLanguage } from '#common/message-language.js';
import { menuPrompts, type MenuPrompt } from '#common/phone-menu-prompts.js';
import type { PhoneMenuReply, PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { withPromptEnabled, withPromptText } from './menu-draft';
import { PromptRow } from './prompt-row';
import { infoNeedsWords, ownSetting, promptGroups, promptStatus, replyOf, shownWords } from './prompt-state';

/**
 * Every prompt the menu makes, in the order the call-flow sheet lists them: the greeting, each
 * menu and its information messages, then the standard prompts (record 142). A menu in two
 * languages lists them in a group per language, the offer of the other language right after the
 * greeting it follows on the line (record 146). The list follows the editor's tree, so an option
 * added shows its prompts before it is saved.
 */
export function MenuPromptsList({
  id,
  draft,
  saved,
  errors,
  onChange,
}: {
  id: string;
  draft: PhoneMenuSettings;
  saved: PhoneMenuReply | undefined;
  errors: Record<string, string>;
  onChange: (settings: PhoneMenuSettings) => void;
}) {
  const prompts = menuPrompts(draft);
  const row = (prompt: MenuPrompt) => {
    const other = prompt.language !== draft.language;
    const own = ownSetting(prompt, draft);
    return (
      <PromptRow
        key={prompt.id}
        id={`${id}-prompt-${prompt.id}`}
        prompt={prompt}
        askForWords={infoNeedsWords(prompt.label ?? '', prompt.language, draft)}
        twoLanguages={draft.otherLanguage !== null}
        other={other}
        reply={replyOf(prompt, saved)}
        status={promptStatus(prompt, draft, saved)}
        text={shownWords(prompt, draft, replyOf(prompt, saved))}
        edited={own?.text !== undefined}
        enabled={own?.enabled ?? true}
        // A prompt plays in both languages or in neither: its switch is on the menu's own language's row.
        switchable={!other}
        error={errors[`${other ? 'otherLanguage.' : ''}prompts.${prompt.key}.text`]}
        onText={(text) => onChange(withPromptText(draft, prompt.key, text, prompt.language))}
        onEnabled={(enabled) => onChange(withPromptEnabled(draft, prompt.key, enabled))}
      />
    );
  };
  const second = draft.otherLanguage;
  if (!second)
    return (
      <ol aria-label="Prompts" className="flex flex-col gap-3">
        {prompts.map(row)}
      </ol>
    );
  return (
    <div className="flex flex-col gap-6">
      {promptGroups(prompts, draft.language).map((group) => (
        <PromptGroup
          key={group.language}
          id={id}
          language={group.language}
          description={
            group.language === draft.language
              ? undefined
              : `Callers who press ${second.key} after the greeting hear these. A prompt turned off in ${LANGUAGE_NAMES[draft.language]} is off here too.`
          }
        >
          {group.prompts.map(row)}
        </PromptGroup>
      ))}
    </div>
  );
}

/** One language's prompts under their heading ("Spanish prompts"). */
function PromptGroup({
  id,
  language,
  description,
  children,
}: {
  id: string;
  language: MessageLanguage;
  description?: string;
  children: React.ReactNode;
}) {
  const heading = `${id}-prompts-${language}`;
  const name = `${LANGUAGE_NAMES[language]} prompts`;
  return (
    <section aria-labelledby={heading} className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id={heading} className="text-base font-semibold">
          {name}
        </h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      <ol aria-label={name} className="flex flex-col gap-3">
        {children}
      </ol>
    </section>
  );
}
