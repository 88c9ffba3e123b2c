import { Languages } from 'lucide-react';
import { messages } from '#common/messages.js';
import { BusyIcon } from '@/components/busy-icon';
import { Button } from '@/components/ui/button';

/**
 * "Translate from English" beside the Spanish fields (record 155), present only where the server
 * offers a translation; disabled while there is nothing in English to translate, with the reason.
 */
export function TranslateButton({
  available,
  busy,
  empty,
  onTranslate,
}: {
  available: boolean;
  busy: boolean;
  /** Nothing typed in English yet. */
  empty: boolean;
  onTranslate: () => void;
}) {
  if (!available) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onTranslate}
      disabled={busy || empty}
      aria-busy={busy}
      title={empty ? messages.spanishWords.nothingToTranslate : undefined}
      className="self-start"
    >
      <BusyIcon busy={busy} icon={Languages} />
      {busy ? messages.spanishWords.translating : messages.spanishWords.translate}
    </Button>
  );
}
