import { Copy } from 'lucide-react';
import { useRef } from 'react';
import { messages } from '#common/messages.js';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';

const words = messages.phoneLinkScreens;

/**
 * One of a link's addresses, read-only, with Copy. Where the browser refuses the clipboard (an
 * address without HTTPS, a permission denied) the text is selected instead, so Ctrl+C still works.
 */
export function AddressField({ id, label, url, hint }: { id: string; label: string; url: string; hint?: string }) {
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: words.copiedTitle, description: words.copied, variant: 'default' });
    } catch {
      input.current?.focus();
      input.current?.select();
      toast({ title: words.copiedTitle, description: words.copyFailed });
    }
  }

  return (
    <FormField id={id} label={label} hint={hint}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            ref={input}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="font-mono text-xs"
          />
          <Button variant="outline" onClick={() => void copy()} aria-label={`Copy ${label}`}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        </div>
      )}
    </FormField>
  );
}
