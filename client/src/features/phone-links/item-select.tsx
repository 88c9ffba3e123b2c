import type { LibraryItem } from '#common/schemas/library.js';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/**
 * A choice of Library item: a message added to a programme (a phone link chooses an item or a
 * programme with PlaysSelect). An id no longer in the Library (a deleted item) shows as not chosen.
 */
export function ItemSelect({
  id,
  label,
  items,
  value,
  onChange,
  error,
  hint,
  disabled,
  className,
}: {
  id: string;
  label: string;
  items: LibraryItem[];
  value: string | null;
  onChange: (itemId: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  className?: string;
}) {
  const known = items.some((item) => item.id === value);
  return (
    <FormField id={id} label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <Select value={known && value ? value : ''} onValueChange={onChange} disabled={disabled}>
          <SelectTrigger {...control}>
            <SelectValue placeholder="Choose a saved message" />
          </SelectTrigger>
          <SelectContent>
            {items.map((item) => (
              <SelectItem key={item.id} value={item.id}>
                {item.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
