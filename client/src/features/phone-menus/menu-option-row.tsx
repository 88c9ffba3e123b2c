import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { LANGUAGE_NAMES } from '#common/bilingual.js';
import type { MessageLanguage } from '#common/message-language.js';
import type { MenuKey, MenuLevel, MenuOption } from '#common/schemas/phone-menus.js';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { MenuKeySelect } from './menu-key-select';
import { actionOf, canHaveSubmenus, freeKeys, type ActionKind } from './menu-tree';

/** What an option can do, in the words the editor offers them. */
const ACTION_NAMES: Record<ActionKind, string> = {
  dial: 'Connect to a number',
  submenu: 'Open a sub-menu',
  voicemail: 'Take a voicemail',
  info: 'Play information',
  repeat: 'Repeat the menu',
};

/** What each language's label field asks for, as an example. */
const EXAMPLES: Record<MessageLanguage, string> = {
  en: 'sales, billing, the operator',
  es: 'ventas, facturación, la operadora',
};

/**
 * One option of a menu (record 142): its key, what the caller hears it as, what it does, and
 * moving or removing it. In a menu made whole in two languages (record 146) it asks for its label
 * in the other language too, in a field marked with that language. A sub-menu's own options are
 * drawn under it by `children`, indented.
 */
export function MenuOptionRow({
  id,
  where,
  option,
  level,
  depth,
  language,
  other,
  reserved,
  first,
  last,
  errors,
  onChange,
  onMove,
  onRemove,
  children,
}: {
  id: string;
  /** The option's place in words, for the buttons' names: "option 2", "option 2, then 1". */
  where: string;
  option: MenuOption;
  level: MenuLevel;
  depth: number;
  /** The menu's language, which its labels are written in. */
  language: MessageLanguage;
  /** The menu's other language, when it is made whole in both; null for one language. */
  other: MessageLanguage | null;
  /** A key this level may not use: in the main menu, the one that offers the other language. */
  reserved?: MenuKey;
  first: boolean;
  last: boolean;
  errors: (field: string) => string | undefined;
  onChange: (patch: Partial<MenuOption>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  children?: React.ReactNode;
}) {
  const keys = [option.key, ...freeKeys(level, reserved)];
  const kinds = (Object.keys(ACTION_NAMES) as ActionKind[]).filter(
    (kind) => kind !== 'submenu' || canHaveSubmenus(depth) || option.action.kind === 'submenu',
  );
  return (
    <li
      aria-label={`Key ${option.key}: ${option.label || 'no label yet'}`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-background p-3 sm:p-4"
    >
      <div className="grid grid-cols-[6rem_1fr] gap-3 sm:grid-cols-[6rem_1fr_15.5rem_auto] sm:items-start">
        <FormField id={`${id}-key`} label="Key" error={errors('key')}>
          {(control) => (
            <MenuKeySelect control={control} value={option.key} keys={keys} onChange={(key) => onChange({ key })} />
          )}
        </FormField>
        <FormField id={`${id}-label`} label="For" error={errors('label')}>
          {(control) => (
            <Input
              {...control}
              lang={language}
              value={option.label}
              maxLength={80}
              placeholder={EXAMPLES[language]}
              onChange={(event) => onChange({ label: event.target.value })}
            />
          )}
        </FormField>
        {other ? (
          // Under the label it translates, as wide, so the two read as a pair.
          <FormField
            id={`${id}-other-label`}
            label={`${LANGUAGE_NAMES[other]} label`}
            error={errors('otherLabel')}
            className="col-span-2 sm:col-span-1 sm:col-start-2 sm:row-start-2"
          >
            {(control) => (
              <Input
                {...control}
                lang={other}
                value={option.otherLabel ?? ''}
                maxLength={80}
                placeholder={EXAMPLES[other]}
                onChange={(event) => onChange({ otherLabel: event.target.value })}
              />
            )}
          </FormField>
        ) : null}
        <FormField id={`${id}-action`} label="Does" className="col-span-2 sm:col-span-1">
          {(control) => (
            <Select
              value={option.action.kind}
              onValueChange={(kind) => onChange({ action: actionOf(kind as ActionKind, option.action) })}
            >
              <SelectTrigger {...control}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {kinds.map((kind) => (
                  <SelectItem key={kind} value={kind}>
                    {ACTION_NAMES[kind]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <div className="col-span-2 flex gap-1 sm:col-span-1 sm:pt-7">
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Move ${where} up`}
            disabled={first}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Move ${where} down`}
            disabled={last}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="text-muted-foreground hover:text-destructive"
            aria-label={`Remove ${where}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {option.action.kind === 'dial' ? (
        <FormField
          id={`${id}-number`}
          label="Number to connect"
          hint="In international form: a plus, the country code, then the number."
          error={errors('action.number')}
          className="sm:max-w-sm"
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="+15551234567"
              value={option.action.kind === 'dial' ? option.action.number : ''}
              onChange={(event) => onChange({ action: { kind: 'dial', number: event.target.value } })}
            />
          )}
        </FormField>
      ) : option.action.kind === 'info' ? (
        <p className="text-sm text-muted-foreground">Its words are under Prompts, below: write them there.</p>
      ) : null}
      {children}
    </li>
  );
}
