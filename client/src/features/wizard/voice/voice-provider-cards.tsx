import { AudioLines, Crown, PiggyBank, Server } from 'lucide-react';
import type { VoiceProvider } from '#common/constants.js';
import type { ProviderStatus } from '#common/schemas/voices.js';
import { cn } from '@/lib/utils';
import { canChoose } from './provider-choice';

const CARDS: { value: VoiceProvider; label: string; hint: string; Icon: typeof Crown }[] = [
  { value: 'local', label: 'Offline voice', hint: 'Made on this server: no account or API key needed', Icon: Server },
  { value: 'murf', label: 'Murf', hint: 'Low cost: natural studio voices', Icon: PiggyBank },
  { value: 'elevenlabs', label: 'ElevenLabs', hint: 'Premium with voice cloning', Icon: Crown },
  { value: 'openai', label: 'OpenAI-compatible', hint: 'Neural voices from your own speech server', Icon: AudioLines },
];

/**
 * The provider cards (spec §2), the Offline voice first (issue 47): it always works. Each studio card
 * says in plain words whether it is live (record 053); Murf's without its key cannot be chosen
 * (provider-choice.ts). The OpenAI-compatible card shows only when the server has one configured (its
 * status is listed).
 */
export function VoiceProviderCards({
  value,
  statuses,
  onChange,
}: {
  value: VoiceProvider;
  statuses: ProviderStatus[] | undefined;
  onChange: (provider: VoiceProvider) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">Voice provider</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {CARDS.filter((card) => card.value !== 'openai' || statuses?.some((s) => s.id === 'openai')).map(
          ({ value: id, label, hint, Icon }) => {
            const status = statuses?.find((s) => s.id === id);
            const checked = value === id;
            const disabled = !canChoose(status);
            return (
              <label
                key={id}
                data-checked={checked ? '' : undefined}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border border-input bg-card p-4 transition-colors hover:border-indigo-300',
                  'has-disabled:cursor-not-allowed has-disabled:bg-muted/50 has-disabled:hover:border-input',
                  'data-checked:border-primary data-checked:bg-primary-soft data-checked:shadow-[inset_0_0_0_1px_var(--color-primary)]',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
                )}
              >
                <input
                  type="radio"
                  name="voiceProvider"
                  value={id}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onChange(id)}
                  aria-label={label}
                  aria-describedby={`provider-${id}-hint provider-${id}-status`}
                  className="mt-0.5 size-4 shrink-0 appearance-none rounded-full border border-slate-400 bg-card outline-none checked:border-[5px] checked:border-primary disabled:opacity-50"
                />
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="flex items-center gap-2 text-sm font-semibold">
                    <Icon aria-hidden="true" className="size-4 text-primary" />
                    {label}
                  </span>
                  <span id={`provider-${id}-hint`} className="text-xs text-muted-foreground">
                    {hint}
                  </span>
                  <span
                    id={`provider-${id}-status`}
                    className={cn(
                      'text-xs font-medium',
                      // The offline voice is no fault: it reads as information, not in a warning's amber (issue 40).
                      status?.mode === 'live' ? 'text-emerald-700' : 'text-slate-700',
                    )}
                  >
                    {status?.note ?? ''}
                  </span>
                </span>
              </label>
            );
          },
        )}
      </div>
    </fieldset>
  );
}
