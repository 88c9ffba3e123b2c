import { Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { characterCount, fieldLimitError } from '#common/schemas/field-limits.js';
import { DEFAULT_TRACK_DESCRIPTION } from '#common/schemas/music.js';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { MusicFileDrop } from './music-file-drop';
import { suggestTrackId } from './suggest-track-id';
import { useUploadMusicTrack } from './use-music-tracks';
import { checkMusicFile, checkMusicUpload } from './validate-music-upload';
import { BusyIcon } from '@/components/busy-icon';

/**
 * Upload a track (spec §5, §6, §8): the spec's checks run here first, each as a destructive toast,
 * and the server checks everything again (it decodes the file), answering in the same words.
 */
export function MusicUploadForm() {
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  // The id follows the name until the admin types an id of their own (an emptied id follows again).
  const [idEdited, setIdEdited] = useState(false);
  const [description, setDescription] = useState('');
  const upload = useUploadMusicTrack();

  function chooseFile(next: File | null) {
    const problem = next ? checkMusicFile(next) : null;
    if (problem) {
      toast(problem);
      return;
    }
    setFile(next);
  }

  function reset() {
    setFile(null);
    setId('');
    setIdEdited(false);
    setName('');
    setDescription('');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkMusicUpload({ file, id, name, description });
    if (problem || !file) {
      if (problem) toast(problem);
      return;
    }
    upload.mutate(
      { file, id: id.trim(), name: name.trim(), description: description.trim() },
      {
        onSuccess: (track) => {
          // A held track's warning and its Publish button are in its row of the list (record 106).
          toast({
            title: messages.music.uploadSuccess,
            description: formatMessage(
              track.held ? messages.music.heldDescription : messages.music.availableDescription,
              { name: track.name },
            ),
            variant: 'default',
          });
          reset();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'unauthorized') {
            toast({ title: messages.admin.authRequiredTitle, description: messages.admin.authRequired });
            return;
          }
          toast({
            title: messages.music.uploadFailed,
            description:
              error instanceof ApiError ? (error.serverMessage ?? error.message) : messages.generic.networkError,
          });
        },
      },
    );
  }

  const busy = upload.isPending;
  const idCount = characterCount('trackId', id);

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardContent className="flex flex-col gap-5 p-4 sm:p-6">
        <div className="flex flex-col gap-1">
          <h3 id={headingId} className="text-lg font-semibold tracking-tight">
            Upload a track
          </h3>
          <CardDescription>
            Add an MP3 that everyone can choose as background music. {messages.music.holdsExplained}
          </CardDescription>
        </div>
        {/* noValidate: the spec's own checks and toasts replace the browser's bubbles. */}
        <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-busy={busy || undefined}>
          <MusicFileDrop file={file} onFile={chooseFile} disabled={busy} />
          {/* Each field counts near its limit and says past it what is wrong, holding what was
              pasted rather than cutting it, as the wizard's fields do (record 094). */}
          <FormField
            id="music-track-id"
            label="Track ID"
            hint={`Lowercase letters, numbers and hyphens, e.g. calm-piano. Suggested from the name until you edit it.${idCount ? ` ${idCount}.` : ''}`}
            error={fieldLimitError('trackId', id)}
          >
            {(control) => (
              <Input
                {...control}
                value={id}
                onChange={(e) => {
                  setId(e.target.value);
                  setIdEdited(e.target.value !== '');
                }}
                autoComplete="off"
                spellCheck={false}
                disabled={busy}
              />
            )}
          </FormField>
          <FormField
            id="music-track-name"
            label="Track name"
            hint={characterCount('trackName', name)}
            error={fieldLimitError('trackName', name)}
          >
            {(control) => (
              <Input
                {...control}
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  if (!idEdited) setId(suggestTrackId(e.target.value));
                }}
                autoComplete="off"
                disabled={busy}
              />
            )}
          </FormField>
          <FormField
            id="music-track-description"
            label="Description"
            optional
            hint={characterCount('trackDescription', description)}
            error={fieldLimitError('trackDescription', description)}
          >
            {(control) => (
              <Textarea
                {...control}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                placeholder={DEFAULT_TRACK_DESCRIPTION}
                rows={2}
                disabled={busy}
              />
            )}
          </FormField>
          <Button type="submit" disabled={busy} className="w-full">
            <BusyIcon busy={busy} icon={Upload} />
            {busy ? 'Uploading...' : 'Upload track'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
