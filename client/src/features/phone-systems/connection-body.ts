import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { ConnectionBody, PhoneSystemKind } from '#common/schemas/publishing.js';
import { CONNECTION_FIELDS } from './connection-fields';

const words = messages.publishing;

/** The add form as typed: its name, its system, and each of the system's fields by key. */
export interface ConnectionForm {
  name: string;
  system: PhoneSystemKind;
  values: Readonly<Record<string, string>>;
}

/** What is wrong, by field key (`name` for the connection's name), and what belongs to no field. */
export interface FormProblems {
  fields: Partial<Record<string, string>>;
  form?: string;
}

/** The key of the connection's own name in `FormProblems.fields`. */
export const NAME_FIELD = 'name';

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

/**
 * What the form can tell before the server is asked: a missing name or required field, in plain
 * words. Whether a value is of the right form is the server's to say (serverProblems).
 */
export function missingFields({ name, system, values }: ConnectionForm): FormProblems['fields'] {
  const problems: FormProblems['fields'] = {};
  if (!filled(name)) problems[NAME_FIELD] = words.connectionNameRequired;
  for (const field of CONNECTION_FIELDS[system]) {
    if (field.required && !filled(values[field.key]))
      problems[field.key] = formatMessage(words.fieldRequired, { label: field.words.label });
  }
  // Asterisk signs in with a password or a private key: one of the two.
  if (system === 'asterisk' && !filled(values.password) && !filled(values.privateKey))
    problems.password = words.asteriskLoginRequired;
  return problems;
}

/**
 * The body POST /api/connections takes: the system's fields only, each in its part; an optional
 * one left empty is left out, so the server's default applies (Connect's prompts/, port 22).
 * What the connection reaches is trimmed; a secret goes as typed (a key's line breaks matter).
 */
export function connectionBody({ name, system, values }: ConnectionForm): ConnectionBody {
  const target: Record<string, string> = {};
  const secret: Record<string, string> = {};
  for (const field of CONNECTION_FIELDS[system]) {
    const value = values[field.key] ?? '';
    if (!filled(value)) continue;
    if (field.part === 'target') target[field.key] = value.trim();
    else secret[field.key] = value;
  }
  // The schema takes a password, or a private key with its passphrase: a key given wins.
  if (system === 'asterisk') {
    if (secret.privateKey) delete secret.password;
    else delete secret.passphrase;
  }
  return { name: name.trim(), system, target, secret };
}

/** "Please check the connection details: " — how the server starts a refusal of one field. */
const FIELDS_REFUSED = formatMessage(words.connectionFieldsInvalid, { detail: '' });

/**
 * The server's 400, put beside the field it names: a field's refusal reads "Please check the
 * connection details: <key>: <reason>" (connection-store.ts), so the reason goes under that field;
 * the name's own messages go under the name; anything else is the form's.
 */
export function serverProblems(system: PhoneSystemKind, message: string): FormProblems {
  if (message === words.connectionNameRequired || message === words.connectionNameTooLong)
    return { fields: { [NAME_FIELD]: message } };
  if (message.startsWith(FIELDS_REFUSED)) {
    const [, key, reason] = /^(\w+)(?:\.\w+)*: (.+)$/s.exec(message.slice(FIELDS_REFUSED.length)) ?? [];
    if (key && reason && CONNECTION_FIELDS[system].some((field) => field.key === key))
      return { fields: { [key]: reason } };
  }
  return { fields: {}, form: message };
}
