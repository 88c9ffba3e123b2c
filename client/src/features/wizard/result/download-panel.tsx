import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { MessageType } from '#common/constants.js';
import { formatFileSize } from '#common/format.js';
import { FALLBACK_FILE_SIZE_BYTES } from './audio-format';
import { downloadMp3 } from './download-mp3';
import { BusyIcon } from '@/components/busy-icon';

/** Download MP3 and the file details (spec §2, §9; record 056). */
export function DownloadPanel({
  audioUrl,
  companyName,
  messageType,
  fileSize,
}: {
  audioUrl: string;
  companyName: string;
  messageType: MessageType;
  fileSize: number | null;
}) {
  const [busy, setBusy] = useState(false);
  const details = [
    { label: 'Format', value: 'MP3' },
    { label: 'Quality', value: '128 kbps, 44.1 kHz' },
    { label: 'Size', value: formatFileSize(fileSize ?? FALLBACK_FILE_SIZE_BYTES) },
    { label: 'Available', value: 'for 24 hours' },
  ];

  async function download() {
    setBusy(true);
    try {
      await downloadMp3(audioUrl, companyName, messageType);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="download-heading"
      className="flex flex-col gap-4 rounded-xl border border-border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex flex-col gap-2">
        <h3 id="download-heading" className="text-base font-semibold">
          Your MP3 file
        </h3>
        <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          {details.map((d) => (
            <div key={d.label} className="flex gap-1.5">
              <dt className="text-muted-foreground">{d.label}:</dt>
              <dd className="font-medium">{d.value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-muted-foreground">
          Works with all phone systems. Download it within 24 hours; after that, create it again.
        </p>
      </div>
      <Button size="lg" onClick={() => void download()} disabled={busy} aria-busy={busy} className="w-full sm:w-auto">
        <BusyIcon busy={busy} icon={Download} />
        Download MP3
      </Button>
    </section>
  );
}
