import { describe, expect, it } from 'vitest';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import { connectionBody, missingFields, serverProblems } from './connection-body';

const words = messages.publishing;

describe('missingFields', () => {
  it('names the connection and each required field of the chosen system, in plain words', () => {
    expect(missingFields({ name: ' ', system: 'connect', values: { region: 'eu-west-2' } })).toEqual({
      name: words.connectionNameRequired,
      instanceId: formatMessage(words.fieldRequired, { label: 'Instance ID or ARN' }),
      bucket: formatMessage(words.fieldRequired, { label: 'S3 bucket' }),
      accessKeyId: formatMessage(words.fieldRequired, { label: 'Access key ID' }),
      secretAccessKey: formatMessage(words.fieldRequired, { label: 'Secret access key' }),
    });
  });

  it('asks Asterisk for a password or a private key, and takes either', () => {
    const values = { host: 'pbx.example.com', username: 'asterisk' };
    expect(missingFields({ name: 'PBX', system: 'asterisk', values })).toEqual({
      password: words.asteriskLoginRequired,
    });
    expect(missingFields({ name: 'PBX', system: 'asterisk', values: { ...values, password: 'pw' } })).toEqual({});
    expect(missingFields({ name: 'PBX', system: 'asterisk', values: { ...values, privateKey: 'KEY' } })).toEqual({});
  });
});

describe('connectionBody', () => {
  it('puts each field in its part, trims what it reaches, keeps secrets as typed, and leaves out empty optional ones', () => {
    const body = connectionBody({
      name: ' Main Connect ',
      system: 'connect',
      values: {
        region: ' eu-west-2 ',
        instanceId: 'abc',
        bucket: 'prompts-eu',
        keyPrefix: '',
        accessKeyId: 'AKIA1',
        secretAccessKey: ' s3cret ',
        // Typed for another system before switching: not this system's, so not sent.
        clientId: 'stray',
      },
    });
    expect(body).toEqual({
      name: 'Main Connect',
      system: 'connect',
      target: { region: 'eu-west-2', instanceId: 'abc', bucket: 'prompts-eu' },
      secret: { accessKeyId: 'AKIA1', secretAccessKey: ' s3cret ' },
    });
  });

  it('sends Asterisk a private key with its passphrase in place of a password, or the password alone', () => {
    const values = { host: 'pbx', username: 'asterisk', password: 'pw', passphrase: 'pp' };
    expect(
      connectionBody({ name: 'PBX', system: 'asterisk', values: { ...values, privateKey: 'KEY\n' } }).secret,
    ).toEqual({
      privateKey: 'KEY\n',
      passphrase: 'pp',
    });
    expect(connectionBody({ name: 'PBX', system: 'asterisk', values }).secret).toEqual({ password: 'pw' });
  });
});

describe('serverProblems', () => {
  it('puts a refused field’s reason under that field, the name’s under the name, and the rest on the form', () => {
    const refused = formatMessage(words.connectionFieldsInvalid, {
      detail: 'region: An AWS region, such as eu-west-2',
    });
    expect(serverProblems('connect', refused)).toEqual({ fields: { region: 'An AWS region, such as eu-west-2' } });
    expect(serverProblems('connect', words.connectionNameTooLong)).toEqual({
      fields: { name: words.connectionNameTooLong },
    });
    // A field of another system, or no field at all: the whole message, on the form.
    const other = formatMessage(words.connectionFieldsInvalid, { detail: 'jwt: Required' });
    expect(serverProblems('connect', other)).toEqual({ fields: {}, form: other });
    expect(serverProblems('asterisk', 'Invalid request body')).toEqual({ fields: {}, form: 'Invalid request body' });
  });
});
