import { CircleAlert, Download, FileArchive, ListMusic, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatDateTime, formatDuration, formatFileSize } from '#common/format.js';
import { messages } from '#common/messages.js';
import { TARGET_SYSTEMS } from '#common/phone-system-limits.js';
import { exportFileSuffix, fileSlug } from '#common/schemas/library.js';
import type { ProgrammeReply } from '#common/schemas/programmes.js';
import { BusyIcon } from '@/components/busy-icon';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { JobProgress } from '@/components/job-progress';
import { downloadFile } from '@/features/library/download-file';
import { deleteLinkNote, targetOnLinks } from '@/features/phone-links/describe-playing';
import { usePhoneLinks } from '@/features/phone-links/use-phone-links';
import { useBusinessTimeZone } from '@/features/wizard/profile/use-profile';
import { FinalAudioPlayer } from '@/features/wizard/result/final-audio-player';
import { LanguageTag, mixesLanguages } from './language-tag';
import { programmePath, useDeleteProgramme, useRenderProgramme } from './use-programmes';

/**
 * One programme: its messages, length and phone system; Make programme (a long job with its
 * progress, cancellable); once made, play it (as the file or through a phone line), download the
 * MP3, the file for its phone system, or the playlist of numbered files; edit and delete.
 */
export function ProgrammeCard({ programme, onEdit }: { programme: ProgrammeReply; onEdit: () => void }) {
  const render = useRenderProgramme(programme);
  const remove = useDeleteProgramme();
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const system = TARGET_SYSTEMS[programme.targetSystem];
  const blocked = programme.items.find((item) => item.problem !== null);
  const made = programme.render;
  const mixed = mixesLanguages(programme.items.map((item) => item.language));
  // Deleting a programme a phone link plays says what the link plays instead, as a Library item's delete does.
  const linkNote = deleteLinkNote(targetOnLinks(usePhoneLinks().data, { programmeId: programme.id }));

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6" aria-label={programme.title} role="region">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <ListMusic aria-hidden="true" className="size-5 text-primary" />
            {programme.title}
          </h3>
          <p className="text-sm text-muted-foreground">
            {programme.itemIds.length} {programme.itemIds.length === 1 ? 'message' : 'messages'} · about{' '}
            {formatDuration(programme.estimatedSeconds)} · {programme.gapSeconds} s of music between · for {system.name}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <Button size="sm" variant="outline" onClick={onEdit} disabled={render.busy}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            ref={deleteButton}
            size="icon"
            variant="ghost"
            className="text-muted-foreground"
            aria-label={`Delete ${programme.title}`}
            title="Delete"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ol aria-label={`Messages of ${programme.title}`} className="flex flex-col gap-1 text-sm">
        {programme.items.map((item, index) => (
          <li key={`${item.itemId}-${index}`} className="flex gap-2">
            <span className="w-6 text-right tabular-nums text-muted-foreground">{index + 1}.</span>
            <span className={item.problem ? 'text-destructive' : undefined}>
              {item.title ?? 'A deleted message'}
              {item.problem ? ` (${item.problem})` : ''}
            </span>
            {mixed ? <LanguageTag language={item.language} /> : null}
          </li>
        ))}
      </ol>
      {made && programme.outOfDate ? (
        <p role="status" className="flex items-center gap-2 text-sm text-destructive-soft-foreground">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {messages.programmeScreens.outOfDate}
        </p>
      ) : null}
      {render.busy ? (
        <JobProgress status={render.status} onCancel={render.cancel} doing="Making the programme" />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            onClick={render.start}
            disabled={Boolean(blocked)}
            variant={made && !programme.outOfDate ? 'outline' : 'default'}
          >
            <RefreshCw aria-hidden="true" />
            {made ? 'Make it again' : 'Make programme'}
          </Button>
          {blocked ? <span className="text-sm text-destructive">{blocked.problem}</span> : null}
        </div>
      )}
      {made ? <MadeProgramme programme={programme} made={made} /> : null}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={messages.programmeScreens.deleteConfirmTitle}
        description={`${messages.programmeScreens.deleteConfirm}${linkNote && ` ${linkNote}`}`}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(programme.id, { onSettled: () => setConfirming(false) })}
        returnFocus={deleteButton}
      />
    </Card>
  );
}

/**
 * The made file: step 5's player (play and pause, elapsed and total time, a seek slider, the phone
 * line), and the downloads a phone system takes.
 */
function MadeProgramme({
  programme,
  made,
}: {
  programme: ProgrammeReply;
  made: NonNullable<ProgrammeReply['render']>;
}) {
  const [downloading, setDownloading] = useState<string | null>(null);
  // When it was made, on the business's clock (record 136).
  const zone = useBusinessTimeZone();
  const system = TARGET_SYSTEMS[programme.targetSystem];
  const slug = fileSlug(programme.title);
  const systemFile =
    system.format === 'original'
      ? null
      : { url: `${made.url}/export/${system.format}`, name: `${slug}${exportFileSuffix[system.format]}` };
  const playlist = {
    url: `${programmePath(programme.id)}/playlist/${system.format}`,
    name: `${slug}-playlist.zip`,
  };

  async function download(key: string, url: string, name: string) {
    setDownloading(key);
    await downloadFile(url, name);
    setDownloading(null);
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-3">
      <p className="text-sm">
        Made {formatDateTime(made.renderedAt, zone)} · {formatDuration(made.duration)} · {formatFileSize(made.byteSize)}
      </p>
      {/* Issue 47: a programme runs for minutes, so it shows where it is and can be moved through. */}
      <FinalAudioPlayer
        audioUrl={made.url}
        knownDuration={made.duration}
        label={`Listen to ${programme.title}`}
        subject={programme.title}
        waveform={false}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={downloading !== null}
          onClick={() => void download('mp3', made.url, `${slug}.mp3`)}
        >
          <BusyIcon busy={downloading === 'mp3'} icon={Download} />
          Download MP3
        </Button>
        {systemFile ? (
          <Button
            size="sm"
            variant="outline"
            disabled={downloading !== null}
            onClick={() => void download('system', systemFile.url, systemFile.name)}
          >
            <BusyIcon busy={downloading === 'system'} icon={Download} />
            Download for {system.name}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={downloading !== null}
          onClick={() => void download('playlist', playlist.url, playlist.name)}
        >
          <BusyIcon busy={downloading === 'playlist'} icon={FileArchive} />
          Download as a playlist
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        The MP3 is one file that loops without a gap. The playlist is the same programme as numbered files, one per
        message with its music, the welcome first, for systems that play a folder in order.
      </p>
    </div>
  );
}
