import { FileAudio, Upload, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { formatFileSize } from '#common/format.js';
import { MUSIC_UPLOAD_MAX_BYTES } from '#common/schemas/music.js';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { IconBadge } from '@/components/icon-badge';

/**
 * The MP3 picker: drop a file on the dashed area, or click it (it is the input's <label>) to
 * browse. The input stays in the tab order, visually hidden, with the focus ring drawn on the area.
 * The chosen file lives in the parent's state; `onFile` decides whether to keep it.
 */
export function MusicFileDrop({
  file,
  onFile,
  disabled = false,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
}) {
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    // Clear the input so choosing the same file again (after a refusal) still fires a change.
    event.target.value = '';
    if (chosen) onFile(chosen);
  }

  function handleDragOver(event: DragEvent<HTMLElement>) {
    // Without preventDefault the browser would open the dropped file instead of handing it to us.
    event.preventDefault();
    if (!disabled) setDragging(true);
  }

  function handleDragLeave(event: DragEvent<HTMLElement>) {
    // dragleave also fires when moving onto a child; only leaving the area itself counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function handleDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  }

  return (
    <div className="flex flex-col gap-2">
      <Label id={labelId} htmlFor={inputId}>
        MP3 file
      </Label>
      <input
        id={inputId}
        type="file"
        accept="audio/mpeg,.mp3"
        className="peer sr-only"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={disabled}
        onChange={handleChange}
      />
      <label
        htmlFor={inputId}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input bg-muted/50 px-4 py-6 text-center transition-colors',
          'hover:border-primary hover:bg-primary-soft/60 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          dragging && 'border-primary bg-primary-soft',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <IconBadge icon={Upload} className="size-10 rounded-full bg-card shadow-xs" iconClassName="size-5" />
        <span className="flex flex-col text-sm">
          <span className="font-medium">{dragging ? 'Drop the file to add it' : 'Drag and drop an MP3 here'}</span>
          <span className="text-muted-foreground">
            or <span className="font-medium text-primary underline underline-offset-4">click to browse</span>
          </span>
        </span>
        <span id={hintId} className="text-xs text-muted-foreground">
          MP3 audio, up to {MUSIC_UPLOAD_MAX_BYTES / (1024 * 1024)} MB
        </span>
      </label>
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border border-border bg-card px-3 py-2">
          <FileAudio aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{file.name}</p>
            <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onFile(null)}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
