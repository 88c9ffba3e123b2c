import type { WizardFormData } from '#common/wizard.js';
import { useMusicTracks } from '@/features/admin/use-music-tracks';
import { formatDuration } from '#common/format.js';
import { FALLBACK_DURATION_SECONDS } from './audio-format';
import { musicLabel, voiceLabel } from './made-with';

/** Step 5's summary (spec §2): voice type, music name, duration. */
export function AudioSummary({ data }: { data: WizardFormData }) {
  const { data: tracks } = useMusicTracks();
  const rows = [
    {
      label: 'Voice',
      value:
        voiceLabel(data.voiceType, Boolean(data.elevenlabsVoiceId)) +
        // A bilingual message's other language has a voice of its own (record 145).
        (data.bilingual ? ` and ${voiceLabel(data.secondVoiceType, false)}` : ''),
    },
    { label: 'Music', value: musicLabel(data.selectedTrackId, data.musicVolume, tracks) },
    { label: 'Duration', value: formatDuration(data.audioDuration ?? FALLBACK_DURATION_SECONDS) },
  ];
  return (
    <section aria-labelledby="summary-heading" className="flex flex-col gap-3">
      <h3 id="summary-heading" className="text-base font-semibold">
        Summary
      </h3>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="rounded-lg border border-border bg-card px-4 py-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{row.label}</dt>
            <dd className="mt-1 truncate text-sm font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
