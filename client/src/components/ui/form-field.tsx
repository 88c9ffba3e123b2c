import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { FieldMessage } from './field-message';
import { Label } from './label';

/** Props a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * Label + control + hint + error, wired for assistive technology: the control gets
 * aria-invalid and aria-describedby pointing at the hint and the error. The label holds only the
 * field's name, so "Optional" sits beside it rather than inside the accessible name.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  optional = false,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {optional ? <span className="text-xs text-muted-foreground">Optional</span> : null}
      </div>
      {children({ id, ...describedControl(id, hint, error) })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** aria-invalid, and aria-describedby naming the hint and the error that FieldNotes shows for `id`. */
export function describedControl(id: string, hint?: ReactNode, error?: string): Omit<FieldControlProps, 'id'> {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

/** The hint and the error under the control `id`, for a control laid out without FormField. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? <FieldMessage id={`${id}-hint`}>{hint}</FieldMessage> : null}
      {error ? (
        <FieldMessage id={`${id}-error`} error>
          {error}
        </FieldMessage>
      ) : null}
    </>
  );
}
