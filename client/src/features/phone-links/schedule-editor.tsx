import { CalendarRange, Check, Moon, Undo2 } from 'lucide-react';
import { useReducer, useState } from 'react';
import { messages } from '#common/messages.js';
import { targetKey } from '#common/schedule.js';
import type { LibraryItem } from '#common/schemas/library.js';
import { PHONE_LINK_RULES_MAX, type PhoneLinkReply } from '#common/schemas/phone-links.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { BusyIcon } from '@/components/busy-icon';
import { FieldMessage } from '@/components/ui/field-message';
import { Button } from '@/components/ui/button';
import { PlaysSelect } from './plays-select';
import { RuleCard } from './rule-card';
import {
  draftOf,
  isChanged,
  newClosedRule,
  newDatesRule,
  scheduleReducer,
  settingsErrors,
  settingsOf,
  type Target,
} from './schedule-draft';
import { TimeZoneSelect } from '@/components/time-zone-select';
import { useSavePhoneLink } from './use-phone-links';
import { dateIn } from './zoned-time';

const words = messages.phoneLinkScreens;

/**
 * What a link plays and when (record 110): its default, its time zone and its ordered rules, each
 * playing a saved message or a made programme (issue 40), edited on the page and sent whole by Save. Problems show beside their fields before anything is
 * sent; a refusal from the server shows in its own words.
 */
export function ScheduleEditor({
  link,
  items,
  programmes,
}: {
  link: PhoneLinkReply;
  items: LibraryItem[];
  programmes: ProgrammeReply[];
}) {
  const [draft, dispatch] = useReducer(scheduleReducer, link, draftOf);
  const [checked, setChecked] = useState(false);
  const save = useSavePhoneLink();
  const changed = isChanged(draft, link);
  const settings = settingsOf(draft, link.enabled);
  const errors = checked ? settingsErrors(settings) : {};
  const id = `link-${link.id}`;

  // A new copy from the server (a save, the on/off switch, another tab) is taken in when the draft
  // held nothing unsaved against the copy before it; unsaved edits are never thrown away.
  const [seen, setSeen] = useState(link);
  if (seen !== link) {
    setSeen(link);
    if (!isChanged(draft, seen)) dispatch({ type: 'reset', link });
  }

  function submit() {
    setChecked(true);
    if (Object.keys(settingsErrors(settings)).length > 0) return;
    save.mutate({ id: link.id, settings, done: words.saved }, { onSuccess: () => setChecked(false) });
  }

  // A new rule plays some other message than the default, when there is one.
  const otherItemId = items.find((item) => item.id !== draft.defaultTarget?.itemId)?.id ?? items[0]?.id ?? '';
  const otherItem: Target = { itemId: otherItemId };
  // A rule whose message or programme is gone (deleted, or a programme's render with it).
  const playable = new Set([
    ...items.map((item) => targetKey({ itemId: item.id })),
    ...programmes.flatMap((programme) => (programme.render ? [targetKey({ programmeId: programme.id })] : [])),
  ]);
  const full = draft.rules.length >= PHONE_LINK_RULES_MAX;

  return (
    <form
      className="flex flex-col gap-4"
      aria-label="Schedule"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PlaysSelect
          id={`${id}-default`}
          label="Plays by default"
          items={items}
          programmes={programmes}
          value={draft.defaultTarget}
          onChange={(target) => dispatch({ type: 'setDefault', target })}
          error={errors.defaultItemId}
        />
        <TimeZoneSelect
          id={`${id}-zone`}
          label="Time zone"
          hint="Dates and opening hours are read on this zone’s clocks."
          value={draft.timeZone}
          onChange={(timeZone) => dispatch({ type: 'setTimeZone', timeZone })}
          error={errors.timeZone}
        />
      </div>
      <div className="flex flex-col gap-3">
        <div>
          <h3 className="text-base font-semibold">Rules</h3>
          <p className="text-sm text-muted-foreground">{words.rulesOrder}</p>
        </div>
        {draft.rules.length > 0 ? (
          <ol aria-label="Rules, first match plays" className="flex flex-col gap-3">
            {draft.rules.map(({ key, rule }, index) => (
              <RuleCard
                key={key}
                id={`${id}-rule-${key}`}
                rule={rule}
                number={index + 1}
                count={draft.rules.length}
                items={items}
                programmes={programmes}
                broken={!playable.has(targetKey(rule))}
                errors={(path) => errors[`rules.${index}.${path}`]}
                onChange={(changedRule) => dispatch({ type: 'updateRule', key, rule: changedRule })}
                onMove={(by) => dispatch({ type: 'moveRule', key, by })}
                onRemove={() => dispatch({ type: 'removeRule', key })}
              />
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">No rules: the default plays at all times.</p>
        )}
        {errors.rules ? (
          <FieldMessage id={`${id}-rules-error`} error>
            {errors.rules}
          </FieldMessage>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={full}
            onClick={() =>
              dispatch({ type: 'addRule', rule: newDatesRule(otherItem, dateIn(draft.timeZone, new Date())) })
            }
          >
            <CalendarRange aria-hidden="true" />
            Add holiday or dates
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={full}
            onClick={() => dispatch({ type: 'addRule', rule: newClosedRule(otherItem) })}
          >
            <Moon aria-hidden="true" />
            Add outside business hours
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-4">
        <Button type="submit" disabled={!changed || save.isPending}>
          <BusyIcon busy={save.isPending} icon={Check} />
          Save schedule
        </Button>
        {changed ? (
          <>
            <Button variant="ghost" onClick={() => dispatch({ type: 'reset', link })} disabled={save.isPending}>
              <Undo2 aria-hidden="true" />
              Undo changes
            </Button>
            <span className="text-sm text-muted-foreground">Unsaved changes</span>
          </>
        ) : null}
      </div>
    </form>
  );
}
