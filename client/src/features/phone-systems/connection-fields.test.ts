import { describe, expect, it } from 'vitest';
import { PHONE_SYSTEMS } from '../../../../server/src/publishing/systems/all-systems.js';
import { connectionBody } from './connection-body';
import { CONNECTION_FIELDS, SYSTEM_ORDER } from './connection-fields';

/**
 * The add form is written by hand from each system's schemas (server/src/publishing/systems/):
 * these check it against them, so a renamed or new required field cannot leave the form sending
 * what the server drops or refuses.
 */
const EXAMPLES: Record<string, string> = {
  'connect.region': 'eu-west-2',
  'connect.instanceId': 'arn:aws:connect:eu-west-2:123456789012:instance/5f1c2d3e-0000-4000-8000-000000000001',
  'connect.bucket': 'prompts-eu',
  'connect.keyPrefix': 'menus/',
  'connect.connectEndpoint': 'https://vpce-0a1b.connect.eu-west-2.vpce.amazonaws.com',
  'connect.s3Endpoint': 'https://bucket.vpce-0a1b.s3.eu-west-2.vpce.amazonaws.com',
  'connect.accessKeyId': 'AKIAIOSFODNN7EXAMPLE',
  'connect.secretAccessKey': 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  'genesys.region': 'mypurecloud.ie',
  'genesys.clientId': '0b6c2f3e-8d9a-4e1b-a7c5-3f2d1e0c9b8a',
  'genesys.clientSecret': 'client-secret',
  'ringcentral.accountId': '400123456008',
  'ringcentral.clientId': 'app-client-id',
  'ringcentral.clientSecret': 'app-client-secret',
  'ringcentral.jwt': 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
  'asterisk.host': 'pbx.example.com',
  'asterisk.port': '2222',
  'asterisk.username': 'asterisk',
  'asterisk.folder': '/var/lib/asterisk/sounds/custom/',
  'asterisk.password': 'pbx-password',
  'asterisk.privateKey': '-----BEGIN OPENSSH PRIVATE KEY-----\nb3Blbg==\n-----END OPENSSH PRIVATE KEY-----\n',
  'asterisk.passphrase': 'key-passphrase',
};

const filled = (system: (typeof SYSTEM_ORDER)[number], only?: (key: string) => boolean) =>
  Object.fromEntries(
    CONNECTION_FIELDS[system]
      .filter((field) => !only || only(field.key))
      .map((field) => [field.key, EXAMPLES[`${system}.${field.key}`] ?? '']),
  );

describe.each(SYSTEM_ORDER)('the %s form', (system) => {
  const { system: schemas } = PHONE_SYSTEMS[system];

  it('has an example for each field', () => {
    for (const field of CONNECTION_FIELDS[system]) expect(EXAMPLES[`${system}.${field.key}`]).toBeTruthy();
  });

  it('sends every field it asks for under a key its schema keeps', () => {
    // Asterisk's password and private key are one or the other: each is tried alone.
    const variants =
      system === 'asterisk'
        ? [
            filled(system, (key) => key !== 'privateKey' && key !== 'passphrase'),
            filled(system, (key) => key !== 'password'),
          ]
        : [filled(system)];
    for (const values of variants) {
      const body = connectionBody({ name: 'Example', system, values });
      const target = schemas.target.parse(body.target) as Record<string, unknown>;
      const secret = schemas.secret.parse(body.secret) as Record<string, unknown>;
      for (const key of Object.keys(body.target)) expect(target, key).toHaveProperty(key);
      for (const key of Object.keys(body.secret)) expect(secret, key).toHaveProperty(key);
    }
  });

  it('is taken with only its required fields filled', () => {
    const required = new Set(
      CONNECTION_FIELDS[system].filter((field) => field.required || field.key === 'password').map((field) => field.key),
    );
    const body = connectionBody({ name: 'Example', system, values: filled(system, (key) => required.has(key)) });
    expect(schemas.target.safeParse(body.target).success).toBe(true);
    expect(schemas.secret.safeParse(body.secret).success).toBe(true);
  });
});

it('offers only Genesys Cloud regions its schema takes', () => {
  const region = CONNECTION_FIELDS.genesys.find((field) => field.key === 'region')!;
  for (const option of region.options ?? [])
    expect(PHONE_SYSTEMS.genesys.system.target.safeParse({ region: option.value }).success, option.value).toBe(true);
});
