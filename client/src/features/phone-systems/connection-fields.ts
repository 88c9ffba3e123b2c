import { GENESYS_REGIONS } from '#common/genesys-regions.js';
import { messages } from '#common/messages.js';
import type { PhoneSystemKind } from '#common/schemas/publishing.js';

const fieldWords = messages.publishing.fields;

/** How a field is typed in: secrets never in a plain text box, a private key in a textarea. */
type FieldKind = 'text' | 'password' | 'textarea' | 'select';

export interface ConnectionField {
  /** Its key in the system's `target` or `secret` schema (server/src/publishing/systems/). */
  key: string;
  /** `target`: what the connection reaches, shown on its card; `secret`: sealed, never sent back. */
  part: 'target' | 'secret';
  kind: FieldKind;
  /** The form asks for it before sending; optional ones left empty take the server's default. */
  required: boolean;
  words: { label: string; hint: string };
  /** One of two that together are required (Asterisk's password or private key): neither says Optional. */
  eitherOr?: true;
  /** Only for a network that reaches the system through private addresses: folded away by default. */
  privateNetwork?: boolean;
  /** A select's choices, and how each reads. */
  options?: readonly { value: string; label: string }[];
  placeholder?: string;
  /** The browser's autocomplete hint: never fill a phone system's secret with the studio's own password. */
  autoComplete?: string;
}

const secretField = (key: string, words: ConnectionField['words'], required = true): ConnectionField => ({
  key,
  part: 'secret',
  kind: 'password',
  required,
  words,
  autoComplete: 'new-password',
});

/**
 * Each system's connection form, in the order an owner finds the details in the system's console.
 * The keys are the server schemas' (connection-fields.test.ts checks a filled form passes them);
 * the fields only tests set (Genesys' and RingCentral's loopback servers) are left out.
 */
export const CONNECTION_FIELDS: Record<PhoneSystemKind, readonly ConnectionField[]> = {
  connect: [
    {
      key: 'region',
      part: 'target',
      kind: 'text',
      required: true,
      words: fieldWords.connect.region,
      placeholder: 'us-east-1',
    },
    { key: 'instanceId', part: 'target', kind: 'text', required: true, words: fieldWords.connect.instanceId },
    { key: 'bucket', part: 'target', kind: 'text', required: true, words: fieldWords.connect.bucket },
    {
      key: 'keyPrefix',
      part: 'target',
      kind: 'text',
      required: false,
      words: fieldWords.connect.keyPrefix,
      placeholder: 'prompts/',
    },
    {
      key: 'connectEndpoint',
      part: 'target',
      kind: 'text',
      required: false,
      privateNetwork: true,
      words: fieldWords.connect.connectEndpoint,
      placeholder: 'https://',
    },
    {
      key: 's3Endpoint',
      part: 'target',
      kind: 'text',
      required: false,
      privateNetwork: true,
      words: fieldWords.connect.s3Endpoint,
      placeholder: 'https://',
    },
    {
      key: 'accessKeyId',
      part: 'secret',
      kind: 'text',
      required: true,
      words: fieldWords.connect.accessKeyId,
      autoComplete: 'off',
    },
    secretField('secretAccessKey', fieldWords.connect.secretAccessKey),
  ],
  genesys: [
    {
      key: 'region',
      part: 'target',
      kind: 'select',
      required: true,
      words: fieldWords.genesys.region,
      options: GENESYS_REGIONS.map((region) => ({ value: region, label: `apps.${region}` })),
    },
    {
      key: 'clientId',
      part: 'secret',
      kind: 'text',
      required: true,
      words: fieldWords.genesys.clientId,
      autoComplete: 'off',
    },
    secretField('clientSecret', fieldWords.genesys.clientSecret),
  ],
  ringcentral: [
    { key: 'accountId', part: 'target', kind: 'text', required: false, words: fieldWords.ringcentral.accountId },
    {
      key: 'clientId',
      part: 'secret',
      kind: 'text',
      required: true,
      words: fieldWords.ringcentral.clientId,
      autoComplete: 'off',
    },
    secretField('clientSecret', fieldWords.ringcentral.clientSecret),
    secretField('jwt', fieldWords.ringcentral.jwt),
  ],
  asterisk: [
    {
      key: 'host',
      part: 'target',
      kind: 'text',
      required: true,
      words: fieldWords.asterisk.host,
      placeholder: 'pbx.example.com',
    },
    { key: 'port', part: 'target', kind: 'text', required: false, words: fieldWords.asterisk.port, placeholder: '22' },
    {
      key: 'username',
      part: 'target',
      kind: 'text',
      required: true,
      words: fieldWords.asterisk.username,
      autoComplete: 'off',
    },
    {
      key: 'folder',
      part: 'target',
      kind: 'text',
      required: false,
      words: fieldWords.asterisk.folder,
      placeholder: '/var/lib/asterisk/sounds/custom/',
    },
    // A password or a private key: the schema takes one of the two (connection-body.ts).
    { ...secretField('password', fieldWords.asterisk.password, false), eitherOr: true },
    {
      key: 'privateKey',
      part: 'secret',
      kind: 'textarea',
      required: false,
      eitherOr: true,
      words: fieldWords.asterisk.privateKey,
    },
    secretField('passphrase', fieldWords.asterisk.passphrase, false),
  ],
};

/** The systems in the order the form offers them. */
export const SYSTEM_ORDER = Object.keys(CONNECTION_FIELDS) as PhoneSystemKind[];
