import { messages } from '#common/messages.js';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { ConnectionField } from './connection-fields';

/** The id of a system's field in the add form: the error summary focuses it by this. */
export const fieldId = (system: string, key: string) => `connection-${system}-${key}`;

/**
 * One field of a system's connection form, as its kind asks: a secret in a password box the
 * browser offers to fill with nothing of its own, a private key in a textarea, a region from a list.
 */
export function ConnectionFieldInput({
  system,
  field,
  value,
  error,
  onChange,
}: {
  system: string;
  field: ConnectionField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { label, hint } = field.words;
  return (
    <FormField
      id={fieldId(system, field.key)}
      label={label}
      hint={hint}
      error={error}
      optional={!field.required && !field.eitherOr}
    >
      {(control) => {
        switch (field.kind) {
          case 'select':
            return (
              <Select value={value} onValueChange={onChange}>
                <SelectTrigger {...control}>
                  <SelectValue placeholder={messages.publishing.choose} />
                </SelectTrigger>
                <SelectContent>
                  {field.options?.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            );
          case 'textarea':
            return (
              <Textarea
                {...control}
                rows={4}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                spellCheck={false}
                autoComplete="off"
                className="font-mono text-xs"
              />
            );
          case 'password':
          case 'text':
            return (
              <Input
                {...control}
                type={field.kind}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                placeholder={field.placeholder}
                autoComplete={field.autoComplete}
                spellCheck={false}
                autoCapitalize="off"
              />
            );
        }
      }}
    </FormField>
  );
}
