import { Check, ChevronDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { FormField } from '@/components/ui/form-field';
import { fieldClasses } from '@/components/ui/input';
import { searchTimeZones, timeZoneChoices, type TimeZoneChoice } from '@/lib/time-zone';
import { cn } from '@/lib/utils';

const words = messages.profile;

/** Options a page of the list moves by with Page Up and Page Down. */
const PAGE = 8;

/**
 * A time zone found by search (record 136) among every zone the browser knows, each with its
 * everyday name and offset today; the current value is always among them. Step 1's Business time
 * zone and a phone link's zone are this one control.
 *
 * The field is a button (role combobox, like the app's other lists) that opens a panel with a search
 * box and the list: the ARIA combobox pattern with a listbox popup. Focus stays in the search box;
 * the arrow keys move the highlighted option (aria-activedescendant), Enter chooses it, Escape
 * closes and gives focus back to the field. The panel is not modal, so the page stays as it is.
 */
export function TimeZoneSelect({
  id,
  label,
  hint,
  value,
  onChange,
  error,
  name,
  onBlur,
  triggerRef,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (zone: string) => void;
  error?: string;
  /** For a form library that tracks the field: its name, blur and focus target. */
  name?: string;
  onBlur?: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const search = useRef<HTMLInputElement>(null);
  const choices = useMemo(() => timeZoneChoices(value), [value]);
  const shown = useMemo(() => searchTimeZones(choices, query), [choices, query]);
  const chosen = choices.find((choice) => choice.value === value);
  const optionId = (index: number) => `${listId}-option-${index}`;

  /** Opens on the chosen zone, or with what was typed on the field already searched. */
  function openWith(typed: string) {
    const start = typed ? searchTimeZones(choices, typed) : choices;
    setQuery(typed);
    setActive(
      Math.max(
        0,
        start.findIndex((choice) => choice.value === value),
      ),
    );
    setOpen(true);
  }

  function choose(choice: TimeZoneChoice | undefined) {
    if (!choice) return;
    onChange(choice.value);
    setOpen(false);
  }

  // The highlighted option is kept in view as the arrows move it; on opening, the chosen zone sits
  // mid-list with its neighbours around it. A frame later: the panel is placed (and so scrollable)
  // only after it mounts.
  const placed = useRef(false);
  useEffect(() => {
    if (!open) {
      placed.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const option = document.getElementById(`${listId}-option-${active}`);
      if (!option) return;
      option.scrollIntoView({ block: placed.current ? 'nearest' : 'center' });
      placed.current = true;
    });
    return () => cancelAnimationFrame(frame);
  }, [open, active, shown, listId]);

  function onSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    const last = shown.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, active + 1),
      ArrowUp: () => Math.max(0, active - 1),
      PageDown: () => Math.min(last, active + PAGE),
      PageUp: () => Math.max(0, active - PAGE),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(shown[active]);
    } else if (event.key === 'Tab') {
      // The panel sits at the end of the page: Tab closes it and focus goes back to the field,
      // from where the next Tab goes on through the form.
      event.preventDefault();
      setOpen(false);
    }
  }

  /** On the closed field, the arrows open the list and a letter starts the search with it. */
  function onFieldKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('');
    } else if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      openWith(event.key);
    }
  }

  return (
    // min-w-0: in a grid or flex row, a long zone name is cut short rather than widening the page.
    <FormField id={id} label={label} hint={hint} error={error} className="min-w-0">
      {(control) => (
        <Popover.Root open={open} onOpenChange={(next) => (next ? openWith('') : setOpen(false))}>
          <Popover.Trigger asChild>
            <button
              type="button"
              role="combobox"
              aria-haspopup="listbox"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              {...control}
              ref={triggerRef}
              onBlur={onBlur}
              onKeyDown={onFieldKey}
              className={cn(fieldClasses, 'flex h-10 touch:h-11 items-center justify-between gap-2 text-left')}
            >
              <span className="min-w-0 truncate">{chosen?.label ?? value}</span>
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            </button>
          </Popover.Trigger>
          {name ? <input type="hidden" name={name} value={value} /> : null}
          <Popover.Portal>
            <Popover.Content
              align="start"
              sideOffset={4}
              collisionPadding={8}
              aria-label={label}
              // Into the search box, after what was typed on the field, so typing goes on from there.
              onOpenAutoFocus={(event) => {
                event.preventDefault();
                const box = search.current;
                box?.focus();
                box?.setSelectionRange(box.value.length, box.value.length);
              }}
              className={cn(
                'z-50 flex w-(--radix-popover-trigger-width) min-w-72 flex-col overflow-hidden',
                'max-h-[min(26rem,var(--radix-popover-content-available-height))]',
                'rounded-lg border border-border bg-card text-foreground shadow-lg animate-fade-in',
              )}
            >
              <div className="flex items-center gap-2 border-b border-border px-3">
                <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <input
                  ref={search}
                  type="text"
                  role="combobox"
                  aria-label={words.timeZoneSearch}
                  aria-autocomplete="list"
                  aria-expanded="true"
                  aria-controls={listId}
                  aria-activedescendant={shown.length ? optionId(active) : undefined}
                  autoComplete="off"
                  spellCheck={false}
                  placeholder={words.timeZoneSearchPlaceholder}
                  value={query}
                  onChange={(event) => {
                    setQuery(event.target.value);
                    setActive(0);
                  }}
                  onKeyDown={onSearchKey}
                  className="h-11 w-full bg-transparent text-sm outline-none placeholder:text-muted-foreground"
                />
              </div>
              <ul
                role="listbox"
                id={listId}
                aria-label={label}
                // Scrolled by the search box's arrows, and focusable so a keyboard can scroll it too.
                tabIndex={-1}
                className="min-h-0 flex-1 overflow-y-auto p-1"
              >
                {shown.map((choice, index) => (
                  <li
                    key={choice.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    // The search box keeps focus: a press on an option must not take it away first.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(index)}
                    onClick={() => choose(choice)}
                    className={cn(
                      'flex cursor-pointer select-none items-start gap-2 rounded-md px-2 py-1.5 text-sm touch:min-h-11',
                      index === active && 'bg-primary-soft text-primary-soft-foreground',
                    )}
                  >
                    <Check
                      aria-hidden="true"
                      className={cn('mt-0.5 size-4 shrink-0', choice.value === value ? 'text-primary' : 'invisible')}
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="font-medium">{choice.place}</span>{' '}
                      <span className="text-xs text-muted-foreground">
                        {[choice.name, choice.offset].filter((part) => part && part !== choice.place).join(' · ')}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
              {/* What the search left: said to a screen reader, and shown when it is nothing. */}
              <p role="status" className={shown.length ? 'sr-only' : 'px-3 pb-3 text-sm text-muted-foreground'}>
                {!query.trim()
                  ? ''
                  : shown.length
                    ? formatMessage(words.timeZonesFound, { count: shown.length })
                    : formatMessage(words.timeZoneNoMatch, { query: query.trim() })}
              </p>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </FormField>
  );
}
