import type { MenuKey } from '#common/schemas/phone-menus.js';
import type { FieldControlProps } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { keyName } from './menu-tree';

/** A keypad key chosen among `keys` (an option's key, the other language's key), each named as a caller reads it. */
export function MenuKeySelect({
  control,
  value,
  keys,
  onChange,
}: {
  control: FieldControlProps;
  value: MenuKey;
  keys: readonly MenuKey[];
  onChange: (key: MenuKey) => void;
}) {
  return (
    <Select value={value} onValueChange={(key) => onChange(key as MenuKey)}>
      <SelectTrigger {...control}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {keys.map((key) => (
          <SelectItem key={key} value={key}>
            {keyName(key)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
