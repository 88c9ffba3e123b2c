import { Headset, Phone, Smartphone } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import type { ListenChoice } from '#common/schemas/library.js';
import { cn } from '@/lib/utils';

const itemClass =
  'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors ' +
  'hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ' +
  'data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-sm';
const groupClass = 'inline-flex flex-wrap items-center gap-1 rounded-lg bg-muted p-1';

/**
 * "Hear it as callers do": the file itself, or the message on a phone line, a landline (G.711),
 * a mobile (GSM 06.10) or a wideband (G.722, record 140) call, rendered on the server with the real codecs. Two single-choice
 * toggle groups; the line's kind only shows once "On a phone line" is chosen.
 */
export function ListenChoiceToggle({
  value,
  onChange,
  className,
}: {
  value: ListenChoice;
  onChange: (choice: ListenChoice) => void;
  className?: string;
}) {
  const onLine = value !== 'file';
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <ToggleGroup.Root
        type="single"
        aria-label="Hear it"
        value={onLine ? 'line' : 'file'}
        onValueChange={(next) => {
          if (next === 'file') onChange('file');
          else if (next === 'line' && !onLine) onChange('preview-landline');
        }}
        className={groupClass}
      >
        <ToggleGroup.Item value="file" className={itemClass}>
          This file
        </ToggleGroup.Item>
        <ToggleGroup.Item value="line" className={itemClass}>
          <Phone aria-hidden="true" className="size-3.5" />
          On a phone line
        </ToggleGroup.Item>
      </ToggleGroup.Root>
      {onLine ? (
        <ToggleGroup.Root
          type="single"
          aria-label="Kind of line"
          value={value}
          onValueChange={(next) => {
            if (next === 'preview-landline' || next === 'preview-mobile' || next === 'preview-wideband') onChange(next);
          }}
          className={groupClass}
        >
          <ToggleGroup.Item value="preview-landline" className={itemClass}>
            <Phone aria-hidden="true" className="size-3.5" />
            Landline (G.711)
          </ToggleGroup.Item>
          <ToggleGroup.Item value="preview-mobile" className={itemClass}>
            <Smartphone aria-hidden="true" className="size-3.5" />
            Mobile (GSM)
          </ToggleGroup.Item>
          <ToggleGroup.Item value="preview-wideband" className={itemClass}>
            <Headset aria-hidden="true" className="size-3.5" />
            Wideband (G.722)
          </ToggleGroup.Item>
        </ToggleGroup.Root>
      ) : null}
    </div>
  );
}
