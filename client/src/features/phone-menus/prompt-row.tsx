import { RotateCcw } from 'lucide-react';
import { LANGUAGE_NAMES } from '#common/bilingual.js';
import { formatDuration } from '#common/format.js';
import { messages } from '#common/messages.js';
import type { MenuPrompt } from '#common/phone-menu-prompts.js';
import { STANDARD_PROMPTS, type MenuPromptReply, type StandardPrompt } from '#common/schemas/phone-menus.js';
import { PlayStopButton } from '@/components/play-stop-button';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { usePlaybackToggle } from '@/lib/use-playback-toggle';
import { cn } from '@/lib/utils';
import type { PromptStatus } from './prompt-state';

const words = messages.phoneMenuScreens;

const STATUS_WORDS: Record<Exclude<PromptStatus, 'made'>, string> = {
  off: words.turnedOff,
  unsaved: words.unsaved,
  changed: words.changed,
  'not-made': words.notMade,
};

const isStandard = (kind: string): kind is StandardPrompt => (STANDARD_PROMPTS as readonly string[]).includes(kind);

/**
 * One prompt of the menu (record 142): its name as the phone system knows it, where it plays,
 * whether it changed since the last make, its words (the composer's until edited), Play once made,
 * and for a standard prompt a switch to turn it off. In a two-language menu (record 146) the row
 * is named with its language, and its words carry that language's `lang` for spell-check and
 * screen readers.
 */
export function PromptRow({
  id,
  prompt,
  twoLanguages = false,
  other = false,
  reply,
  status,
  text,
  edited,
  enabled,
  switchable = true,
  askForWords,
  error,
  onText,
  onEnabled,
}: {
  id: string;
  prompt: MenuPrompt;
  /** The menu is in two languages: the same name is listed in each, so the row says which it is. */
  twoLanguages?: boolean;
  /** Said in the menu's other language: the row is marked so, wherever it is listed. */
  other?: boolean;
  reply: MenuPromptReply | undefined;
  status: PromptStatus;
  text: string;
  edited: boolean;
  enabled: boolean;
  /** Whether a standard prompt's Plays switch shows here (a two-language menu has it in its own language's row). */
  switchable?: boolean;
  /** What an information prompt without words asks for (prompt-state.ts `infoNeedsWords`). */
  askForWords: string;
  error?: string;
  onText: (text: string | undefined) => void;
  onEnabled: (enabled: boolean) => void;
}) {
  const audio = status === 'made' ? reply?.audio : null;
  // Only an information message can be left without words by the studio (record 138): it asks for them.
  const asksForWords = enabled && !edited && reply !== undefined && reply.text.trim() === '';
  const name = twoLanguages ? `${prompt.name} in ${LANGUAGE_NAMES[prompt.language]}` : prompt.name;
  return (
    <li aria-label={name} className="flex flex-col gap-3 rounded-xl border border-border bg-background p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h4 className="flex flex-wrap items-center gap-x-2 font-mono text-sm font-semibold break-all">
            {prompt.name}
            {twoLanguages && other ? (
              <span className="rounded-full bg-muted px-2 py-0.5 font-sans text-xs font-medium text-muted-foreground">
                In {LANGUAGE_NAMES[prompt.language]}
              </span>
            ) : null}
          </h4>
          <p className="text-sm text-muted-foreground">{prompt.description}</p>
        </div>
        <div className="flex items-center gap-3">
          {audio ? (
            <PromptPlay url={audio.url} name={name} duration={audio.duration} />
          ) : (
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-medium',
                status === 'changed' || status === 'unsaved'
                  ? 'bg-destructive-soft text-destructive-soft-foreground'
                  : 'bg-muted text-muted-foreground',
              )}
            >
              {STATUS_WORDS[status as Exclude<PromptStatus, 'made'>]}
            </span>
          )}
          {isStandard(prompt.kind) && switchable ? (
            <div className="flex items-center gap-2">
              <Switch id={`${id}-on`} checked={enabled} onCheckedChange={onEnabled} />
              <Label htmlFor={`${id}-on`}>Plays</Label>
            </div>
          ) : null}
        </div>
      </div>
      {enabled ? (
        <FormField
          id={`${id}-words`}
          label="Words"
          hint={
            asksForWords
              ? askForWords
              : edited
                ? 'Your own words.'
                : text
                  ? 'Written by the studio from your menu. Edit them to make them your own.'
                  : 'The studio writes these words when you save.'
          }
          error={error}
        >
          {(control) => (
            <Textarea
              {...control}
              lang={prompt.language}
              rows={2}
              value={asksForWords ? '' : text}
              placeholder={asksForWords ? `What callers hear about ${prompt.label ?? 'this'}` : undefined}
              onChange={(event) => onText(event.target.value)}
            />
          )}
        </FormField>
      ) : null}
      {edited && enabled && prompt.kind !== 'info' ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => onText(undefined)}>
          <RotateCcw aria-hidden="true" />
          Use the studio’s words
        </Button>
      ) : null}
    </li>
  );
}

/** Play/Stop of a made prompt, with its length. */
function PromptPlay({ url, name, duration }: { url: string; name: string; duration: number }) {
  const { playing, toggle } = usePlaybackToggle(url, () => ({
    title: messages.scripts.audioErrorTitle,
    description: messages.scripts.audioError,
  }));
  return (
    <span className="flex items-center gap-2 text-sm text-muted-foreground">
      <PlayStopButton playing={playing} onToggle={toggle} subject={name} size="icon" className="rounded-full" />
      {formatDuration(duration)}
    </span>
  );
}
