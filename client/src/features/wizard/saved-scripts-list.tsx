import { Check, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { LANGUAGE_NAMES, otherLanguage } from '#common/bilingual.js';
import { LIMITS } from '#common/constants.js';
import { formatTime } from '#common/format.js';
import { messages } from '#common/messages.js';
import type { SavedScript } from '#common/schemas/scripts.js';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { messageLengthText } from './message-length';
import { useDeleteScript, useSavedScripts } from './use-saved-scripts';
import type { useVoicePreview } from './use-voice-preview';
import { useReplaceScript } from './use-replace-script';
import { useWizardActions, useWizardState } from './wizard-store';
import { PlaybackIcon } from '@/components/busy-icon';

/** Today's saved scripts of the chosen type (spec §2 step 3, §7 list rules: at most 10 shown). */
export function SavedScriptsList({ preview }: { preview: ReturnType<typeof useVoicePreview> }) {
  const { formData } = useWizardState();
  const replaceScript = useReplaceScript();
  const { updateFormData } = useWizardActions();
  const { data: scripts, isPending, isError } = useSavedScripts(formData.messageType);
  const remove = useDeleteScript(formData.messageType);
  const shown = (scripts ?? []).slice(0, LIMITS.savedScriptsDisplayed);
  // A deleted script cannot come back, so the trash button asks first (issue 13).
  const [confirming, setConfirming] = useState<{ id: string; savedAt: string } | null>(null);
  // One dialog serves every row, so the row's button is remembered as it is pressed.
  const opener = useRef<HTMLButtonElement | null>(null);

  function use(script: SavedScript) {
    if (!script.content.trim()) {
      toast({ title: messages.scripts.selectionFailedTitle, description: messages.scripts.selectionFailed });
      return;
    }
    replaceScript(script.content);
    // A bilingual pair comes back whole, into a bilingual message (record 155).
    if (script.secondContent && formData.bilingual) updateFormData({ secondScriptContent: script.secondContent });
  }

  return (
    <section aria-labelledby="saved-scripts-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="saved-scripts-heading" className="text-base font-semibold">
          Saved Scripts
        </h3>
        <p className="text-sm text-muted-foreground">Scripts you saved today for this message type.</p>
      </div>
      {isPending ? (
        <Spinner label="Loading saved scripts" />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">
          Saved scripts could not be loaded. They will appear when the connection is back.
        </p>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-input p-4 text-sm text-muted-foreground">
          No saved scripts for this message type today.
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Saved scripts">
          {shown.map((script) => {
            // On this device's clock, as the list's "today" is (record 055).
            const savedAt = formatTime(script.createdAt);
            const inUse =
              script.content === formData.scriptContent &&
              (!script.secondContent || script.secondContent === formData.secondScriptContent);
            const loading = preview.loadingKey === script.id;
            const playing = preview.playingKey === script.id;
            return (
              <li
                key={script.id}
                className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4"
                aria-label={`Script saved at ${savedAt}`}
              >
                <div className="flex items-center justify-between gap-2">
                  <p className="text-xs text-muted-foreground">
                    Saved {savedAt} · {script.wordCount} words · {messageLengthText(script.estimatedDuration, formData)}
                  </p>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="-my-1 -mr-2 text-muted-foreground hover:text-destructive"
                    aria-label={`Delete script saved at ${savedAt}`}
                    disabled={remove.isPending && remove.variables === script.id}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setConfirming({ id: script.id, savedAt });
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <p lang={script.language} className="line-clamp-3 whitespace-pre-line text-sm leading-relaxed">
                  {script.content}
                </p>
                {script.secondContent ? (
                  <p
                    lang={otherLanguage(script.language)}
                    className="line-clamp-3 whitespace-pre-line border-l-2 border-border pl-3 text-sm leading-relaxed text-muted-foreground"
                  >
                    <span className="sr-only">{LANGUAGE_NAMES[otherLanguage(script.language)]}: </span>
                    {script.secondContent}
                  </p>
                ) : null}
                <div className="flex flex-wrap items-center gap-2">
                  <Button
                    size="sm"
                    variant={inUse ? 'secondary' : 'outline'}
                    onClick={() => use(script)}
                    title={inUse ? 'This script is in the editor' : undefined}
                  >
                    {inUse ? <Check aria-hidden="true" /> : null}
                    Use This Script
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={loading}
                    onClick={() =>
                      void preview.toggle(script.id, { text: script.content, voice: formData, withProvider: false })
                    }
                  >
                    <PlaybackIcon loading={loading} playing={playing} />
                    {loading ? 'Loading...' : playing ? 'Stop' : 'Preview Audio'}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete this script?"
        description={`The script saved at ${confirming?.savedAt ?? ''} will be removed from your saved scripts. This cannot be undone.`}
        busy={remove.isPending}
        returnFocus={opener}
        onConfirm={() => confirming && remove.mutate(confirming.id, { onSettled: () => setConfirming(null) })}
      />
    </section>
  );
}
