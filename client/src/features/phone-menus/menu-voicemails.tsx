import { Trash2, Voicemail } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatDateTime, formatDuration } from '#common/format.js';
import { messages } from '#common/messages.js';
import type { z } from 'zod';
import { VOICEMAIL_KEEP_DAYS, type voicemailReply } from '#common/schemas/phone-menus.js';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { ListLoadFailed, ListLoading } from '@/components/list-status';
import { PlayStopButton } from '@/components/play-stop-button';
import { Button } from '@/components/ui/button';
import { usePlaybackToggle } from '@/lib/use-playback-toggle';
import { useDeleteVoicemail, useVoicemails } from './use-phone-menus';

const words = messages.phoneMenuScreens;

type Voicemail = z.infer<typeof voicemailReply>;

/**
 * The voicemails callers left on a live menu (issue 38): who called, when (on the menu's clock),
 * how long, play and delete. Each is deleted by itself 30 days after it was left.
 */
export function MenuVoicemails({ menuId, timeZone }: { menuId: string; timeZone: string }) {
  const voicemails = useVoicemails(menuId);
  if (voicemails.isPending) return <ListLoading label="Loading the voicemails" />;
  if (voicemails.isError)
    return (
      <ListLoadFailed
        message={words.voicemailsLoadFailed}
        onRetry={() => void voicemails.refetch()}
        retrying={voicemails.isFetching}
      />
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Left by callers on the live menu of a phone link. Each is deleted {VOICEMAIL_KEEP_DAYS} days after it was left.
      </p>
      {voicemails.data.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Voicemail aria-hidden="true" className="size-4" />
          No voicemails.
        </p>
      ) : (
        <ul aria-label="Voicemails" className="divide-y divide-border rounded-lg border border-border">
          {voicemails.data.map((voicemail) => (
            <VoicemailRow key={voicemail.id} menuId={menuId} voicemail={voicemail} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </div>
  );
}

function VoicemailRow({ menuId, voicemail, timeZone }: { menuId: string; voicemail: Voicemail; timeZone: string }) {
  const remove = useDeleteVoicemail(menuId);
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const { playing, toggle } = usePlaybackToggle(voicemail.url, () => ({
    title: messages.scripts.audioErrorTitle,
    description: messages.scripts.audioError,
  }));
  const caller = voicemail.from ?? 'A withheld number';
  const when = formatDateTime(voicemail.receivedAt, timeZone);
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <PlayStopButton
        playing={playing}
        onToggle={toggle}
        subject={`the voicemail from ${caller}, ${when}`}
        size="icon"
        className="shrink-0 rounded-full"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium">{caller}</span>
        <span className="text-xs text-muted-foreground">
          {when} · {formatDuration(voicemail.duration)}
        </span>
      </div>
      <Button
        ref={deleteButton}
        size="icon"
        variant="ghost"
        className="text-muted-foreground hover:text-destructive"
        aria-label={`Delete the voicemail from ${caller}, ${when}`}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={words.voicemailDeleteConfirmTitle}
        description={words.voicemailDeleteConfirm}
        busy={remove.isPending}
        returnFocus={deleteButton}
        onConfirm={() => remove.mutate(voicemail.id, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}
