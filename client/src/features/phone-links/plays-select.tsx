import { messages } from '#common/messages.js';
import { targetKey } from '#common/schedule.js';
import type { LibraryItem } from '#common/schemas/library.js';
import type { PlayTarget } from '#common/schemas/phone-links.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { FormField } from '@/components/ui/form-field';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import type { Target } from './schedule-draft';

const words = messages.phoneLinkScreens;

/** The target an option's value (`targetKey`: `item:<id>`, `programme:<id>`) stands for. */
function targetOfKey(key: string): Target {
  const colon = key.indexOf(':');
  const id = key.slice(colon + 1);
  return key.slice(0, colon) === 'programme' ? { programmeId: id } : { itemId: id };
}

/** A programme's option, saying when it plays its last render or cannot be chosen yet. */
function programmeLabel(programme: ProgrammeReply): string {
  if (!programme.render) return `${programme.title} (${words.notMadeYet})`;
  return programme.outOfDate ? `${programme.title} (out of date: plays the file made before)` : programme.title;
}

/**
 * What a link plays (issue 40, record 110): a saved message or an on-hold programme, in two groups.
 * A programme never made is listed but cannot be chosen, and the hint says why; one out of date says
 * so in its option, since the link plays its last render. A target no longer there (deleted) shows as not chosen.
 */
export function PlaysSelect({
  id,
  label,
  items,
  programmes,
  value,
  onChange,
  error,
  className,
}: {
  id: string;
  label: string;
  items: LibraryItem[];
  programmes: ProgrammeReply[];
  value: PlayTarget | null;
  onChange: (target: Target) => void;
  error?: string;
  className?: string;
}) {
  const key = value && targetKey(value);
  const known =
    items.some((item) => key === targetKey({ itemId: item.id })) ||
    programmes.some((programme) => programme.render && key === targetKey({ programmeId: programme.id }));
  // An out-of-date programme says so in its option; the link's card says what that means for callers.
  const hint = programmes.some((programme) => !programme.render) ? words.notMadeHint : undefined;
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <Select value={known && key ? key : ''} onValueChange={(picked) => onChange(targetOfKey(picked))}>
          <SelectTrigger {...control}>
            <SelectValue placeholder="Choose a saved message or a programme" />
          </SelectTrigger>
          <SelectContent>
            <SelectGroup>
              <SelectLabel>Saved messages</SelectLabel>
              {items.map((item) => (
                <SelectItem key={item.id} value={targetKey({ itemId: item.id })!}>
                  {item.title}
                </SelectItem>
              ))}
            </SelectGroup>
            {programmes.length > 0 ? (
              <SelectGroup>
                <SelectLabel>Programmes</SelectLabel>
                {programmes.map((programme) => (
                  <SelectItem
                    key={programme.id}
                    value={targetKey({ programmeId: programme.id })!}
                    disabled={!programme.render}
                  >
                    {programmeLabel(programme)}
                  </SelectItem>
                ))}
              </SelectGroup>
            ) : null}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
