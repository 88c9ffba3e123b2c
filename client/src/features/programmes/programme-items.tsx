import { ArrowDown, ArrowUp, GripVertical, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDuration } from '#common/format.js';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { LibraryItem } from '#common/schemas/library.js';
import { PROGRAMME_ITEMS_MAX } from '#common/schemas/programmes.js';
import { languageOfVoice } from '#common/spanish-voices.js';
import { Button } from '@/components/ui/button';
import { ItemSelect } from '@/features/phone-links/item-select';
import { cn } from '@/lib/utils';
import { LanguageTag, mixesLanguages } from './language-tag';
import { moveEntry } from './reorder';
import type { ProgrammeEntry } from './programme-draft';

/**
 * The programme's messages in playing order (issue 25), the welcome first. Reordered three ways,
 * each complete on its own: dragging a row, the arrow keys on a row's handle (focus stays on the
 * moved row, and a live region says where it went), and the Move up / Move down buttons.
 */
export function ProgrammeItems({
  entries,
  library,
  voiceSecondsOf,
  onChange,
  error,
}: {
  entries: ProgrammeEntry[];
  library: LibraryItem[];
  voiceSecondsOf: (itemId: string) => number | null;
  onChange: (entries: ProgrammeEntry[]) => void;
  error?: string;
}) {
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const hintId = useId();
  const titleOf = (itemId: string) => library.find((item) => item.id === itemId)?.title ?? 'A deleted message';
  // The language its voice speaks (record 147), shown only where the programme mixes languages.
  const languageOf = (itemId: string) => {
    const voiceType = library.find((item) => item.id === itemId)?.summary?.voiceType;
    return voiceType ? languageOfVoice(voiceType) : undefined;
  };
  const mixed = mixesLanguages(entries.map((e) => languageOf(e.itemId)));

  useEffect(() => {
    if (focusKey) handles.current.get(focusKey)?.focus();
  }, [focusKey, entries]);

  function move(from: number, to: number, keepFocus: boolean) {
    if (to < 0 || to >= entries.length || from === to) return;
    const moved = entries[from]!;
    onChange(moveEntry(entries, from, to));
    setAnnouncement(
      formatMessage(messages.programmeScreens.moved, {
        title: titleOf(moved.itemId),
        position: to + 1,
        count: entries.length,
      }),
    );
    setFocusKey(keepFocus ? moved.key : null);
  }

  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-xs text-muted-foreground">
        Callers hear them in this order, from the top; many phone systems start again from the top for every caller, so
        put the welcome first. Drag a message, or focus its handle and press the up and down arrow keys.
      </p>
      {entries.length === 0 ? (
        <p className="rounded-md border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
          No messages yet: add them from your Library below.
        </p>
      ) : (
        <ol aria-label="Messages in playing order" className="flex flex-col gap-2">
          {entries.map((entry, index) => {
            const title = titleOf(entry.itemId);
            const seconds = voiceSecondsOf(entry.itemId);
            const language = languageOf(entry.itemId);
            return (
              <li
                key={entry.key}
                aria-label={`${index + 1}. ${title}`}
                draggable
                onDragStart={(event) => {
                  setDragging(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragging !== null) move(dragging, index, false);
                  setDragging(null);
                }}
                onDragEnd={() => setDragging(null)}
                className={cn(
                  'flex items-center gap-2 rounded-md border border-border bg-card px-2 py-2',
                  dragging === index && 'opacity-50',
                )}
              >
                <button
                  type="button"
                  ref={(node) => {
                    if (node) handles.current.set(entry.key, node);
                    else handles.current.delete(entry.key);
                  }}
                  aria-label={`Move ${title}`}
                  aria-describedby={hintId}
                  className="cursor-grab rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  onKeyDown={(event) => {
                    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                    event.preventDefault();
                    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, true);
                  }}
                >
                  <GripVertical aria-hidden="true" className="size-4" />
                </button>
                <span className="w-6 text-right text-sm tabular-nums text-muted-foreground">{index + 1}.</span>
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{title}</span>
                {mixed ? <LanguageTag language={language} /> : null}
                <span className="text-xs tabular-nums text-muted-foreground">
                  {seconds === null ? 'cannot be used' : formatDuration(seconds)}
                </span>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Move ${title} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, false)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Move ${title} down`}
                  disabled={index === entries.length - 1}
                  onClick={() => move(index, index + 1, false)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove ${title}`}
                  onClick={() => onChange(entries.filter((e) => e.key !== entry.key))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <AddMessage
        library={library}
        full={entries.length >= PROGRAMME_ITEMS_MAX}
        onAdd={(itemId) => onChange([...entries, { key: crypto.randomUUID(), itemId }])}
        error={error}
      />
    </div>
  );
}

/** A saved message to add at the end; one made before recipes were kept cannot be placed (it says why). */
function AddMessage({
  library,
  full,
  onAdd,
  error,
}: {
  library: LibraryItem[];
  full: boolean;
  onAdd: (itemId: string) => void;
  error?: string;
}) {
  const id = useId();
  const [choice, setChoice] = useState<string | null>(null);
  const usable = library.filter((item) => item.summary !== null);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <ItemSelect
        id={id}
        label="Add a message from your Library"
        items={usable}
        value={choice}
        onChange={setChoice}
        hint={full ? messages.programmes.tooManyItems : undefined}
        disabled={full}
        error={error}
        className="min-w-60 flex-1"
      />
      <Button
        type="button"
        variant="secondary"
        disabled={full || choice === null}
        onClick={() => {
          if (choice) onAdd(choice);
          setChoice(null);
        }}
      >
        <Plus aria-hidden="true" />
        Add
      </Button>
      {usable.length < library.length ? (
        <p className="basis-full text-xs text-muted-foreground">{messages.programmeScreens.someWithoutRecipe}</p>
      ) : null}
    </div>
  );
}
