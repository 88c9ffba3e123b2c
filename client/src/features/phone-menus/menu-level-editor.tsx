import { Plus } from 'lucide-react';
import { keyWord } from '#common/phone-menu-prompts.js';
import type { MessageLanguage } from '#common/message-language.js';
import { MENU_OPTIONS_MAX, type MenuKey, type MenuLevel } from '#common/schemas/phone-menus.js';
import { Button } from '@/components/ui/button';
import { FieldMessage } from '@/components/ui/field-message';
import { MenuOptionRow } from './menu-option-row';
import { optionErrorPath } from './menu-draft';
import { addOption, canAddOption, changeOption, freeKeys, moveOption, removeOption } from './menu-tree';

/** An option's element ids start with the keys pressed to reach it, spelled as prompt keys spell them. */
const optionId = (prefix: string, path: readonly MenuKey[]) => `${prefix}-${path.map(keyWord).join('-')}`;

/** Focuses the element `id` once the change that adds it has been drawn. */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * One level of a menu and, under each option that opens a sub-menu, that sub-menu's level: the
 * tree drawn as nested lists, at most three deep (record 142). Each change goes up as the level's
 * new value; the editor puts it in the tree by the keys pressed to reach it.
 */
export function MenuLevelEditor({
  idPrefix,
  level,
  path,
  positions,
  language,
  other,
  offerKey,
  errors,
  onChange,
}: {
  idPrefix: string;
  level: MenuLevel;
  /** Keys pressed to reach this level (none for the main menu). */
  path: MenuKey[];
  /** The options' indexes down to this level, for the contract's error paths. */
  positions: number[];
  /** The menu's language, and its other one when it is made whole in both (record 146). */
  language: MessageLanguage;
  other: MessageLanguage | null;
  /** The main menu's key that offers the other language: no option of the main menu may take it. */
  offerKey?: MenuKey;
  errors: Record<string, string>;
  onChange: (level: MenuLevel) => void;
}) {
  const depth = path.length + 1;
  const levelPath = positions.length ? `${optionErrorPath(positions)}.action.menu` : 'main';
  const levelError = errors[`${levelPath}.options`] ?? (positions.length ? undefined : errors.main);
  const name = path.length ? `the menu after ${path.join(', then ')}` : 'the main menu';
  const reserved = path.length ? undefined : offerKey;
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label={`Options of ${name}`} className="flex flex-col gap-3">
        {level.options.map((option, index) => {
          const here = [...positions, index];
          const where = `option ${[...path, option.key].join(', then ')}`;
          const id = optionId(idPrefix, [...path, option.key]);
          return (
            <MenuOptionRow
              key={option.key}
              id={id}
              where={where}
              option={option}
              level={level}
              depth={depth}
              language={language}
              other={other}
              reserved={reserved}
              first={index === 0}
              last={index === level.options.length - 1}
              errors={(field) => errors[`${optionErrorPath(here)}.${field}`]}
              onChange={(patch) => {
                onChange(changeOption(level, option.key, patch));
                // A new key is a new row (rows are keyed by their key): focus goes back to its key field.
                if (patch.key && patch.key !== option.key) focusSoon(`${optionId(idPrefix, [...path, patch.key])}-key`);
              }}
              onMove={(by) => onChange(moveOption(level, option.key, by))}
              onRemove={() => onChange(removeOption(level, option.key))}
            >
              {option.action.kind === 'submenu' ? (
                <div className="border-l-2 border-primary/40 pl-3 sm:pl-5">
                  <p className="mb-2 text-sm font-medium">After pressing {[...path, option.key].join(', then ')}</p>
                  <MenuLevelEditor
                    idPrefix={idPrefix}
                    level={option.action.menu}
                    path={[...path, option.key]}
                    positions={here}
                    language={language}
                    other={other}
                    errors={errors}
                    onChange={(menu) =>
                      onChange(changeOption(level, option.key, { action: { kind: 'submenu', menu } }))
                    }
                  />
                </div>
              ) : null}
            </MenuOptionRow>
          );
        })}
      </ol>
      {levelError ? (
        <FieldMessage id={`${idPrefix}-${path.join('-') || 'main'}-error`} error>
          {levelError}
        </FieldMessage>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={!canAddOption(level, reserved)}
        title={canAddOption(level, reserved) ? undefined : `A menu can have at most ${MENU_OPTIONS_MAX} options.`}
        onClick={() => {
          const key = freeKeys(level, reserved)[0];
          onChange(addOption(level, reserved));
          // The new option's label is what the owner writes next.
          if (key) focusSoon(`${optionId(idPrefix, [...path, key])}-label`);
        }}
      >
        <Plus aria-hidden="true" />
        Add an option{path.length ? ` to ${path.join(', then ')}` : ''}
      </Button>
    </div>
  );
}
