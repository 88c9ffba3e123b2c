import { BookOpen, Copy, Download, Pencil, Radio, Send, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { fileSlug, type LibraryItem, type ListenChoice } from '#common/schemas/library.js';
import { PlayStopButton } from '@/components/play-stop-button';
import { BusyIcon } from '@/components/busy-icon';
import { ConfirmDeleteDialog } from '@/components/confirm-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { formatDateTime, formatDuration, formatFileSize } from '#common/format.js';
import { usePlaybackToggle } from '@/lib/use-playback-toggle';
import { ListenChoiceToggle } from '../phone-line/listen-choice';
import { listenUrl } from '../phone-line/listen-url';
import { useMusicTracks } from '@/features/admin/use-music-tracks';
import { useBusinessTimeZone } from '@/features/wizard/profile/use-profile';
import { musicLabel, voiceLabel } from '@/features/wizard/result/made-with';
import { downloadFile } from './download-file';
import { OpenInStudioButton } from './open-in-studio-button';
import { deleteLinkNote, targetOnLinks } from '@/features/phone-links/describe-playing';
import { MakePhoneLinkButton } from '@/features/phone-links/make-phone-link-button';
import { usePhoneLinks } from '@/features/phone-links/use-phone-links';
import { PublishMessageDialog } from './publish-message-dialog';
import { RenameDialog } from './rename-dialog';
import { useDeleteLibraryItem, useDuplicateLibraryItem } from './use-library';

/**
 * One saved message: what it says and how it was made (record 108); play/stop through the one audio
 * controller (as the file, or as a caller hears it on a phone line), download, Guide, open in the
 * studio, rename, duplicate, delete with confirmation.
 */
export function LibraryItemRow({ item }: { item: LibraryItem }) {
  const [listen, setListen] = useState<ListenChoice>('file');
  const { playing, toggle, play } = usePlaybackToggle(listenUrl(item.url, listen), () => ({
    title: messages.scripts.audioErrorTitle,
    description: messages.scripts.audioError,
  }));
  const remove = useDeleteLibraryItem();
  const duplicate = useDuplicateLibraryItem();
  const [confirming, setConfirming] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const publishButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const [downloading, setDownloading] = useState(false);
  const onLinks = targetOnLinks(usePhoneLinks().data, { itemId: item.id });
  // The day and time it was saved, on the business's clock (record 136).
  const zone = useBusinessTimeZone();

  function changeListen(next: ListenChoice) {
    setListen(next);
    if (playing) play(listenUrl(item.url, next));
  }

  async function download() {
    setDownloading(true);
    await downloadFile(item.url, `${fileSlug(item.title)}.mp3`);
    setDownloading(false);
  }

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-6" aria-label={item.title}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <PlayStopButton
          playing={playing}
          onToggle={toggle}
          subject={item.title}
          variants={['secondary', 'default']}
          size="icon"
          className="rounded-full"
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <p className="truncate font-medium">{item.title}</p>
            {onLinks.live ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success-soft-foreground">
                <Radio aria-hidden="true" className="size-3" />
                {messages.phoneLinkScreens.live}
              </span>
            ) : null}
          </div>
          <MadeWith item={item} />
          <p className="text-xs text-muted-foreground">
            {formatDuration(item.duration)} · {formatFileSize(item.byteSize)} · saved{' '}
            {formatDateTime(item.createdAt, zone)}
          </p>
          <ListenChoiceToggle value={listen} onChange={changeListen} className="mt-2" />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1 sm:gap-2 sm:pl-[3.25rem]">
        <OpenInStudioButton item={item} />
        <Button
          size="sm"
          variant="outline"
          onClick={() => void download()}
          disabled={downloading}
          aria-label={`Download ${item.title}`}
        >
          <BusyIcon busy={downloading} icon={Download} />
          Download
        </Button>
        <MakePhoneLinkButton item={item} />
        <Button
          ref={publishButton}
          size="sm"
          variant="outline"
          aria-label={formatMessage(messages.publishing.message.buttonLabel, { title: item.title })}
          onClick={() => setPublishing(true)}
        >
          <Send aria-hidden="true" />
          {messages.publishing.message.button}
        </Button>
        <Link
          href={guideHref(item)}
          className={buttonVariants({ size: 'sm', variant: 'ghost' })}
          aria-label={`Install guide for ${item.title}`}
        >
          <BookOpen aria-hidden="true" />
          Install guide
        </Link>
        <Button
          ref={renameButton}
          size="icon"
          variant="ghost"
          className="text-muted-foreground"
          aria-label={`Rename ${item.title}`}
          title="Rename"
          onClick={() => setRenaming(true)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="text-muted-foreground"
          aria-label={`Duplicate ${item.title}`}
          title="Duplicate"
          disabled={duplicate.isPending}
          onClick={() => duplicate.mutate(item.id)}
        >
          <BusyIcon busy={duplicate.isPending} icon={Copy} />
        </Button>
        <Button
          ref={deleteButton}
          title="Delete"
          size="icon"
          variant="ghost"
          className="ml-auto text-muted-foreground hover:text-destructive sm:ml-0"
          aria-label={`Delete ${item.title}`}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <RenameDialog item={item} open={renaming} onOpenChange={setRenaming} returnFocus={renameButton} />
      <PublishMessageDialog item={item} open={publishing} onOpenChange={setPublishing} returnFocus={publishButton} />
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this message?"
        description={deleteWarning(item, onLinks)}
        busy={remove.isPending}
        returnFocus={deleteButton}
        onConfirm={() => {
          if (playing) toggle();
          remove.mutate(item.id, { onSettled: () => setConfirming(false) });
        }}
      />
    </li>
  );
}

/** What deleting an item does, and what its phone links play instead (record 110). */
function deleteWarning(item: LibraryItem, onLinks: ReturnType<typeof targetOnLinks>): string {
  const link = deleteLinkNote(onLinks);
  return `“${item.title}” will be removed from your Library and its audio deleted.${link && ` ${link}`} This cannot be undone.`;
}

/** The Guide for this item, on the tab for its type when the Library knows it (record 099). */
function guideHref(item: LibraryItem): string {
  const query = new URLSearchParams({ audio: item.audioId });
  if (item.messageType) query.set('type', item.messageType);
  return `/guide?${query.toString()}`;
}

/** What the message says (its script's first line) and how it was made; or why an older item cannot be reopened. */
function MadeWith({ item }: { item: LibraryItem }) {
  const { data: tracks } = useMusicTracks();
  const made = item.summary;
  if (!made) return <p className="text-xs text-muted-foreground">{messages.library.noRecipe}</p>;
  return (
    <>
      <p className="line-clamp-2 text-sm text-foreground/80">“{made.firstLine}”</p>
      <p className="text-xs text-muted-foreground">
        {voiceLabel(made.voiceType, made.customVoice)} · {musicLabel(made.trackId, made.volume, tracks)}
      </p>
    </>
  );
}
