import { TARGET_SYSTEM_IDS, TARGET_SYSTEMS, type TargetSystemId } from '#common/phone-system-limits.js';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

/** The phone system a programme is made for (the editor's and the suggestion's): its limits and its download's format. */
export function SystemSelect({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: TargetSystemId;
  onChange: (targetSystem: TargetSystemId) => void;
  error?: string;
}) {
  return (
    <FormField
      id={id}
      label="Phone system"
      hint="The file is checked against its limits, and its download is in the format it takes."
      error={error}
    >
      {(control) => (
        <Select value={value} onValueChange={(system) => onChange(system as TargetSystemId)}>
          <SelectTrigger {...control}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {TARGET_SYSTEM_IDS.map((system) => (
              <SelectItem key={system} value={system}>
                {TARGET_SYSTEMS[system].name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
