import { CheckCircle2, FileAudio, Mic, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { formatFileSize } from '#common/format.js';
import type { UploadVoiceReply } from '#common/schemas/voices.js';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useOwnVoice } from '../wizard-store';
import { OwnVoicePlay } from './own-voice-play';
import { checkVoiceFile, uploadVoiceSample } from './upload-voice-sample';

type UploadState = 'idle' | 'processing' | 'failed';

/**
 * The premium card's clone upload (spec §2, §4; record 053): drop a sample or click to browse, confirm the
 * speaker's consent, then processing, and cloned/matched or failed. The made voice is kept in the
 * message store (record 103), so it survives moving between steps.
 */
export function VoiceCloneUpload({
  voiceId,
  onVoice,
}: {
  voiceId: string;
  onVoice: (reply: UploadVoiceReply | null) => void;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [state, setState] = useState<UploadState>('idle');
  const [dragging, setDragging] = useState(false);
  const ownVoice = useOwnVoice();
  const made = ownVoice && ownVoice.voiceId === voiceId ? ownVoice : null;

  function choose(chosen: File | undefined) {
    if (chosen && checkVoiceFile(chosen)) {
      setFile(chosen);
      setState('idle');
    }
  }

  async function upload() {
    if (!file) return;
    setState('processing');
    const reply = await uploadVoiceSample(file);
    setState(reply ? 'idle' : 'failed');
    onVoice(reply);
  }

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="flex flex-col gap-4 rounded-xl border border-input bg-muted/40 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${inputId}-title`} className="flex items-center gap-2 text-base font-semibold">
          <Mic aria-hidden="true" className="size-4 text-primary" /> Use your own voice
        </h3>
        <p className="text-sm text-muted-foreground">
          Upload 10 to 30 seconds of clean speech (MP3, WAV, etc., up to 10MB).
        </p>
      </div>

      <input
        id={inputId}
        type="file"
        accept="audio/*"
        className="peer sr-only"
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input bg-card px-4 py-6 text-center text-sm transition-colors hover:border-indigo-300',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          dragging && 'border-primary bg-primary-soft',
        )}
      >
        {file ? (
          <FileAudio aria-hidden="true" className="size-6 text-primary" />
        ) : (
          <Upload aria-hidden="true" className="size-6 text-primary" />
        )}
        <span className="font-medium">{file ? file.name : 'Drop a voice sample here, or click to browse'}</span>
        {file ? (
          <span className="text-xs text-muted-foreground">{formatFileSize(file.size)} · click to choose another</span>
        ) : null}
      </label>

      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          className="mt-0.5 size-4 accent-[var(--color-primary)]"
        />
        <span>I confirm that I have the speaker&rsquo;s consent to clone this voice.</span>
      </label>

      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void upload()} disabled={!file || !consent || state === 'processing'}>
          {state === 'processing' ? 'Processing...' : 'Create my voice'}
        </Button>
        {state === 'processing' ? <Spinner className="size-5" label="Processing your voice sample" /> : null}
        {state === 'failed' ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            Voice cloning failed. You can try again or choose a voice below.
          </p>
        ) : null}
      </div>

      {made ? (
        <div className="flex flex-col gap-1 rounded-lg bg-card p-3 text-sm" aria-live="polite">
          <p className="flex items-center gap-2 font-semibold text-emerald-700">
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
            {made.kind === 'clone'
              ? `Cloned voice: ${made.voiceName}`
              : `Matched voice: ${made.voiceName} (closest offline voice, not a clone)`}
          </p>
          {made.notes.map((note) => (
            <p key={note} className="text-xs text-muted-foreground">
              {note}
            </p>
          ))}
          <OwnVoicePlay made={made} />
        </div>
      ) : null}
    </section>
  );
}
