import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { messages } from '#common/messages.js';
import type { PhoneSystemKind } from '#common/schemas/publishing.js';
import { BusyIcon } from '@/components/busy-icon';
import { ChoiceCard } from '@/components/choice-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, serverReason } from '@/lib/api';
import { connectionBody, missingFields, NAME_FIELD, serverProblems, type FormProblems } from './connection-body';
import { ConnectionFieldInput, fieldId } from './connection-field-input';
import { CONNECTION_FIELDS, SYSTEM_ORDER, type ConnectionField } from './connection-fields';
import { useAddConnection, useTestConnection } from './use-connections';

const words = messages.publishing;
const NAME_ID = 'connection-name';

type Values = Record<PhoneSystemKind, Record<string, string>>;
const emptyValues = (): Values => ({ connect: {}, genesys: {}, ringcentral: {}, asterisk: {} });

/**
 * Add a connection (issue 48): its name, its system, and that system's fields, labelled as its own
 * console names them. What is missing is said before sending; what the server refuses is said
 * beside the field it names. Once added it is tested at once, and the form forgets what was typed,
 * secrets first.
 */
export function AddConnectionForm() {
  const add = useAddConnection();
  const test = useTestConnection();
  const [name, setName] = useState('');
  const [system, setSystem] = useState<PhoneSystemKind>('connect');
  // Each system keeps what was typed for it, so a look at another system loses nothing.
  const [values, setValues] = useState<Values>(emptyValues);
  const [problems, setProblems] = useState<FormProblems>({ fields: {} });

  const fields = CONNECTION_FIELDS[system];
  const setValue = (key: string, value: string) => {
    setValues((all) => ({ ...all, [system]: { ...all[system], [key]: value } }));
    setProblems(({ fields: shown, form }) => ({ fields: { ...shown, [key]: undefined }, form }));
  };
  const fieldInput = (field: ConnectionField) => (
    <ConnectionFieldInput
      key={field.key}
      system={system}
      field={field}
      value={values[system][field.key] ?? ''}
      error={problems.fields[field.key]}
      onChange={(value) => setValue(field.key, value)}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const form = { name, system, values: values[system] };
    const missing = missingFields(form);
    if (Object.keys(missing).length > 0) return show({ fields: missing, form: words.fixFields });
    setProblems({ fields: {} });
    add.mutate(connectionBody(form), {
      onSuccess: (connection) => {
        setName('');
        setValues(emptyValues());
        test.mutate(connection.id);
      },
      onError: (error) =>
        show(
          error instanceof ApiError && error.status === 400 && error.serverMessage
            ? serverProblems(system, error.serverMessage)
            : { fields: {}, form: serverReason(error, words.addFailed) },
        ),
    });
  }

  /** Shows what is wrong and takes the focus to the first field named, else to the form's message. */
  function show(found: FormProblems) {
    setProblems(found);
    const first = [NAME_FIELD, ...fields.map((f) => f.key)].find((key) => found.fields[key]);
    requestAnimationFrame(() => {
      const target = first === NAME_FIELD ? NAME_ID : first ? fieldId(system, first) : 'connection-form-problem';
      document.getElementById(target)?.focus();
    });
  }

  const privateNetwork = fields.filter((f) => f.part === 'target' && f.privateNetwork);
  return (
    <form aria-labelledby="add-connection-heading" noValidate onSubmit={submit} className="flex flex-col gap-5">
      <FormField id={NAME_ID} label={words.nameLabel} hint={words.nameHint} error={problems.fields[NAME_FIELD]}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={80}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setProblems(({ fields: shown, form }) => ({ fields: { ...shown, [NAME_FIELD]: undefined }, form }));
            }}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{words.systemLabel}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SYSTEM_ORDER.map((kind) => (
            <ChoiceCard
              key={kind}
              group="connection-system"
              value={kind}
              label={words.systems[kind].name}
              title={words.systems[kind].name}
              description={words.systems[kind].about}
              selected={system === kind}
              onSelect={() => {
                setSystem(kind);
                setProblems({ fields: {} });
              }}
              className="p-3"
            />
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.filter((f) => f.part === 'target' && !f.privateNetwork).map(fieldInput)}
      </div>
      {privateNetwork.length > 0 ? (
        <details
          // Open when something was typed or refused there, so nothing entered is out of sight.
          open={privateNetwork.some((f) => values[system][f.key] || problems.fields[f.key]) || undefined}
          className="rounded-lg border border-border px-4 py-3"
        >
          <summary className="cursor-pointer text-sm font-medium">{words.privateAddresses}</summary>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">{privateNetwork.map(fieldInput)}</div>
        </details>
      ) : null}
      <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
        <legend className="px-1 text-sm font-semibold">{words.loginTitle}</legend>
        <p className="-mt-2 text-sm text-muted-foreground">{words.secretsNote}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {fields
            .filter((f) => f.part === 'secret')
            .map((field) => (
              // A private key is long: it takes the whole row.
              <div key={field.key} className={field.kind === 'textarea' ? 'sm:col-span-2' : undefined}>
                {fieldInput(field)}
              </div>
            ))}
        </div>
      </fieldset>
      {problems.form ? (
        <Alert id="connection-form-problem" tabIndex={-1} variant="destructive" role="alert">
          {problems.form}
        </Alert>
      ) : null}
      <Button type="submit" className="self-start" disabled={add.isPending}>
        <BusyIcon busy={add.isPending} icon={Plus} />
        {words.addButton}
      </Button>
    </form>
  );
}
