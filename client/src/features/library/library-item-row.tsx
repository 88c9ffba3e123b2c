import { BookOpen, Download, Loader2, Play, Square, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { messages } from '../../../../common/messages';
import { fileSlug, type LibraryItem } from '../../../../common/schemas/library';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { audioPlayer } from '@/lib/audio-player';
import { useAudioPlayer } from '@/lib/use-audio-player';
import { downloadFile } from './download-file';
import { useDeleteLibraryItem } from './use-library';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** One saved message: play/stop through the one audio controller, download, Guide, delete with confirmation. */
export function LibraryItemRow({ item }: { item: LibraryItem }) {
  const playback = useAudioPlayer();
  const remove = useDeleteLibraryItem();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const active = playback.url === item.url && (playback.status === 'loading' || playback.status === 'playing');

  function togglePlay() {
    if (active) return audioPlayer.stopAll();
    void audioPlayer.play(item.url, {
      onError: (error) =>
        error.kind === 'needs-interaction'
          ? toast({ title: messages.audio.needsInteractionTitle, description: messages.audio.needsInteraction })
          : toast({ title: messages.scripts.audioErrorTitle, description: messages.scripts.audioError }),
    });
  }

  async function download() {
    setDownloading(true);
    await downloadFile(item.url, `${fileSlug(item.title)}.mp3`);
    setDownloading(false);
  }

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-6" aria-label={item.title}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Button size="icon" variant={active ? 'default' : 'secondary'} className="rounded-full" aria-label={`${active ? 'Stop' : 'Play'} ${item.title}`} onClick={togglePlay}>
          {active ? <Square aria-hidden="true" /> : <Play aria-hidden="true" />}
        </Button>
        <div className="flex min-w-0 flex-col">
          <p className="truncate font-medium">{item.title}</p>
          <p className="text-xs text-muted-foreground">
            {formatDuration(item.duration)} · {(item.byteSize / 1024 / 1024).toFixed(1)} MB · saved {dateFormat.format(new Date(item.createdAt))}
          </p>
        </div>
      </div>
      <div className="flex items-center gap-1 sm:gap-2">
        <Button size="sm" variant="outline" onClick={() => void download()} disabled={downloading} aria-label={`Download ${item.title}`}>
          {downloading ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
          Download
        </Button>
        <Link href={`/guide?audio=${item.audioId}`} className={buttonVariants({ size: 'sm', variant: 'ghost' })} aria-label={`Install guide for ${item.title}`}>
          <BookOpen aria-hidden="true" />
          Install guide
        </Link>
        <Button size="icon" variant="ghost" className="ml-auto text-muted-foreground hover:text-destructive sm:ml-0" aria-label={`Delete ${item.title}`} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this message?</DialogTitle>
            <DialogDescription>“{item.title}” will be removed from your Library and its audio deleted. This cannot be undone.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (active) audioPlayer.stopAll();
                remove.mutate(item.id, { onSettled: () => setConfirming(false) });
              }}
            >
              {remove.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
              Delete
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}
