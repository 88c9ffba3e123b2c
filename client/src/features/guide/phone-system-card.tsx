import { Download, Link2 } from 'lucide-react';
import { Link } from 'wouter';
import { Fragment, useState } from 'react';
import { exportFileSuffix } from '#common/schemas/library.js';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { downloadFile } from '@/features/library/download-file';
import type { PhoneSystem } from './phone-systems';
import { BusyIcon } from '@/components/busy-icon';

/** Where a system's file comes from: the final MP3 itself, or its conversion. */
function downloadUrl(audioId: string, system: PhoneSystem): string {
  return system.format === 'original' ? `/api/audio/${audioId}` : `/api/audio/${audioId}/export/${system.format}`;
}

function downloadName(slug: string, system: PhoneSystem, fileName: string | undefined): string {
  return fileName ?? (system.format === 'original' ? `${slug}.mp3` : `${slug}${exportFileSuffix[system.format]}`);
}

/** A step's text with `backticked` parts (commands, menu paths to type) set as code. */
function StepText({ text }: { text: string }) {
  return text.split('`').map((part, i) =>
    i % 2 === 1 ? (
      <code key={i} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.8125rem] wrap-anywhere">
        {part}
      </code>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

/**
 * One phone system: what it takes, the numbered steps for one use (hold, voicemail, ...), and a
 * download in its format (when there is a message).
 */
export function PhoneSystemCard({
  system,
  useLabel,
  steps,
  fileName,
  audioId,
  slug,
}: {
  system: PhoneSystem;
  /** The tab's name, e.g. 'Voicemail greeting', so the steps' list says what it installs. */
  useLabel: string;
  steps: string[];
  /** A name the system needs for this use (Avaya's HoldMusic.wav), else one from the slug. */
  fileName?: string;
  audioId: string | null;
  slug: string;
}) {
  const [busy, setBusy] = useState(false);
  const headingId = `guide-${system.id}`;

  async function download() {
    if (!audioId) return;
    setBusy(true);
    await downloadFile(downloadUrl(audioId, system), downloadName(slug, system, fileName));
    setBusy(false);
  }

  return (
    <Card role="region" aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            {system.name}
          </h2>
          <Button
            size="sm"
            onClick={() => void download()}
            disabled={!audioId || busy}
            aria-label={`Download for ${system.name}`}
          >
            <BusyIcon busy={busy} icon={Download} />
            Download
          </Button>
        </div>
        <p className="text-sm font-medium text-primary">{system.fileLabel}</p>
      </div>
      <p className="text-sm text-muted-foreground">{system.requirement}</p>
      <ol
        aria-label={`${useLabel} on ${system.name}`}
        className="flex list-decimal flex-col gap-1.5 pl-5 text-sm leading-relaxed marker:font-semibold marker:text-muted-foreground"
      >
        {steps.map((step) => (
          <li key={step}>
            <StepText text={step} />
          </li>
        ))}
      </ol>
      {system.note ? <p className="text-sm text-muted-foreground">{system.note}</p> : null}
      {system.phoneLink ? (
        <p className="flex gap-2 rounded-lg bg-primary-soft p-3 text-sm text-primary-soft-foreground">
          <Link2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {system.phoneLink}{' '}
            <Link href="/library#phone-links" className="font-semibold underline underline-offset-4">
              Make one in your Library’s Phone links
            </Link>
            .
          </span>
        </p>
      ) : null}
    </Card>
  );
}
