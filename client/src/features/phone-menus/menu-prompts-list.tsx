import { menuPrompts } from '#common/phone-menu-prompts.js';
import type { PhoneMenuReply, PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { withPromptEnabled, withPromptText } from './menu-draft';
import { PromptRow } from './prompt-row';
import { promptStatus, shownWords } from './prompt-state';

/**
 * Every prompt the menu makes, in the order the call-flow sheet lists them: the greeting, each
 * menu and its information messages, then the standard prompts (record 142). The list follows the
 * editor's tree, so an option added shows its prompts before it is saved.
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
  return (
    <ol aria-label="Prompts" className="flex flex-col gap-3">
      {menuPrompts(draft).map((prompt) => {
        const reply = saved?.prompts.find((p) => p.key === prompt.key);
        const own = draft.prompts[prompt.key];
        return (
          <PromptRow
            key={prompt.key}
            id={`${id}-prompt-${prompt.key}`}
            prompt={prompt}
            reply={reply}
            status={promptStatus(prompt, draft, saved)}
            text={shownWords(prompt, draft, reply)}
            edited={own?.text !== undefined}
            enabled={own?.enabled ?? true}
            error={errors[`prompts.${prompt.key}.text`]}
            onText={(text) => onChange(withPromptText(draft, prompt.key, text))}
            onEnabled={(enabled) => onChange(withPromptEnabled(draft, prompt.key, enabled))}
          />
        );
      })}
    </ol>
  );
}
