import { readFile } from 'node:fs/promises';
import {
  ConnectClient,
  CreatePromptCommand,
  ListPromptsCommand,
  UpdatePromptCommand,
  type PromptSummary,
} from '@aws-sdk/client-connect';
import { HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { z } from 'zod';
import { PublishError, type PhoneSystem, type PromptFile, type PromptUpload } from '../phone-system.js';

/**
 * Amazon Connect (issue 48): each prompt's µ-law WAV is put in an S3 bucket the instance can read,
 * then made a prompt with CreatePrompt, or sent again into the prompt this connection made before
 * with UpdatePrompt. Connect copies the audio when it takes the S3 URI, so the object left in the
 * bucket is only the upload's carrier (nothing is deleted, there or in Connect).
 */

/** CreatePrompt's documented limits: a Name of 1–127 characters, a Description of 1–250, no pattern for either. */
const NAME_MAX = 127;
const DESCRIPTION_MAX = 250;
/** ListPrompts' largest page (MaxResults 1–1000): most instances list in one call. */
const PAGE_SIZE = 1000;
/** Connect and S3 either answer within these or are away; the publisher retries, the SDK does not. */
const CONNECT_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 60_000;

const INSTANCE_ARN = /^arn:aws[a-z-]*:connect:[a-z0-9-]+:\d{12}:instance\/([\w-]+)$/;

const connectTarget = z.object({
  region: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, 'An AWS region, such as eu-west-2'),
  /** The instance's id, or its ARN (the id is its last part). */
  instanceId: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .transform((value) => INSTANCE_ARN.exec(value)?.[1] ?? value),
  bucket: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'An S3 bucket name'),
  keyPrefix: z
    .string()
    .max(512)
    .refine((prefix) => !prefix.startsWith('/'), 'A key prefix does not start with /')
    .default('prompts/'),
  /** A VPC endpoint (or a test server) in place of Connect's public one. */
  connectEndpoint: z.url({ protocol: /^https?$/ }).optional(),
  /** A VPC endpoint (or a test server) in place of S3's public one, addressed path-style. */
  s3Endpoint: z.url({ protocol: /^https?$/ }).optional(),
});
export type ConnectTarget = z.infer<typeof connectTarget>;

const connectSecret = z.object({
  // AWS's own keys are 16–128 word characters; S3-compatible test servers use shorter ones.
  accessKeyId: z
    .string()
    .trim()
    .regex(/^\w{1,128}$/, 'An access key id, such as AKIA…'),
  secretAccessKey: z.string().trim().min(1).max(128),
});
export type ConnectSecret = z.infer<typeof connectSecret>;

function clientsFor(target: ConnectTarget, secret: ConnectSecret) {
  const common = {
    region: target.region,
    credentials: { accessKeyId: secret.accessKeyId, secretAccessKey: secret.secretAccessKey },
    // Retries and back-off are the publisher's: a 429 comes back at once, with its Retry-After.
    maxAttempts: 1,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  };
  const connect = new ConnectClient({ ...common, endpoint: target.connectEndpoint });
  const s3 = new S3Client({ ...common, endpoint: target.s3Endpoint, forcePathStyle: Boolean(target.s3Endpoint) });
  return {
    connect,
    s3,
    close() {
      connect.destroy();
      s3.destroy();
    },
  };
}

/** What an AWS SDK error carries, as far as the answer to the owner needs it. */
interface AwsError {
  name?: string;
  message?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
  $response?: { headers?: Record<string, string | undefined> };
}

/** What a failed call was, for the owner's words: the service, and what the key could not do there. */
interface Doing {
  service: 'Amazon Connect' | 'Amazon S3';
  /** "list prompts in this Amazon Connect instance", "reach bucket prompts-eu" */
  what: string;
}

const UNKNOWN_KEY = new Set(['UnrecognizedClientException', 'InvalidClientTokenId', 'InvalidAccessKeyId']);
const WRONG_SECRET = new Set(['InvalidSignatureException', 'SignatureDoesNotMatch', 'IncompleteSignature']);
const EXPIRED_KEY = new Set(['ExpiredToken', 'ExpiredTokenException']);
const DENIED = new Set(['AccessDeniedException', 'AccessDenied', 'Forbidden', 'AllAccessDisabled']);
const BUSY = new Set([
  'ThrottlingException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'SlowDown',
  'InternalServiceException',
  'InternalError',
  'ServiceUnavailable',
]);
const DROPPED = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function retryAfterMs(error: AwsError): number | undefined {
  const value = error.$response?.headers?.['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

/** Turns an SDK error into what the owner reads; the key itself is never part of it. */
function publishError(error: unknown, doing: Doing, target: ConnectTarget): PublishError {
  if (error instanceof PublishError) return error;
  const e = error as AwsError;
  const status = e.$metadata?.httpStatusCode;
  if (status === undefined) {
    const dropped = DROPPED.has(e.code ?? '') || e.name === 'TimeoutError' || e.name === 'RequestTimeout';
    return new PublishError(
      `${doing.service} could not be reached (${e.code ?? e.name ?? 'no answer'}).`,
      dropped ? 'busy' : 'failed',
    );
  }
  // A HEAD answer has no body: the SDK names it "Unknown", so the status says what it was.
  const name = e.name && e.name !== 'Unknown' && e.name !== 'UnknownError' ? e.name : String(status);
  if (UNKNOWN_KEY.has(name)) return new PublishError(`AWS does not know this access key id (${name}).`, 'refused');
  if (WRONG_SECRET.has(name))
    return new PublishError(`The secret access key does not match the access key id (${name}).`, 'refused');
  if (EXPIRED_KEY.has(name)) return new PublishError(`The key has expired (${name}).`, 'refused');
  if (DENIED.has(name) || status === 403) return new PublishError(`The key cannot ${doing.what} (${name}).`, 'refused');
  // LimitExceededException comes as a 429, yet it is the instance's prompt quota: waiting will not help.
  if (name === 'LimitExceededException')
    return new PublishError(
      `The Amazon Connect instance holds as many prompts as its quota allows (${name}).`,
      'failed',
    );
  if (BUSY.has(name) || status === 429 || status >= 500)
    return new PublishError(`${doing.service} is busy or away (${name}).`, 'busy', retryAfterMs(e));
  if (name === 'ResourceNotFoundException')
    return new PublishError(
      `Amazon Connect has no instance ${target.instanceId} in ${target.region} (${name}).`,
      'failed',
    );
  if (name === 'NoSuchBucket' || (doing.service === 'Amazon S3' && status === 404))
    return new PublishError(`There is no bucket ${target.bucket} (${name}).`, 'failed');
  if (status === 301 || name === 'PermanentRedirect')
    return new PublishError(`Bucket ${target.bucket} is not in ${target.region} (${name}).`, 'failed');
  const said = e.message && e.message !== 'UnknownError' ? `: ${e.message.replace(/\.$/, '')}` : '';
  return new PublishError(`${doing.service} could not ${doing.what}${said} (${name}).`, 'failed');
}

function nameOf(error: unknown): string | undefined {
  return (error as AwsError).name;
}

/** Every prompt of the instance, page by page. */
async function* promptsOf(client: ConnectClient, target: ConnectTarget, abortSignal: AbortSignal) {
  let NextToken: string | undefined;
  do {
    const page = await client.send(
      new ListPromptsCommand({ InstanceId: target.instanceId, MaxResults: PAGE_SIZE, NextToken }),
      { abortSignal },
    );
    yield* page.PromptSummaryList ?? [];
    NextToken = page.NextToken;
  } while (NextToken);
}

/** The prompt of that name there: the same name, else the one name that differs only in case. */
async function promptNamed(client: ConnectClient, target: ConnectTarget, name: string, signal: AbortSignal) {
  const alike: PromptSummary[] = [];
  for await (const prompt of promptsOf(client, target, signal)) {
    if (prompt.Name === name) return prompt;
    if (prompt.Name?.toLowerCase() === name.toLowerCase()) alike.push(prompt);
  }
  return alike.length === 1 ? alike[0] : undefined;
}

/** Connect counts characters (code points), not UTF-16 units. */
const length = (text: string) => [...text].length;

function checkedName(name: string): string {
  if (length(name) < 1 || length(name) > NAME_MAX)
    throw new PublishError(
      `Amazon Connect takes prompt names of 1 to ${NAME_MAX} characters; "${name}" is not.`,
      'failed',
    );
  return name;
}

/** The description within Connect's 250 characters, or none (an empty one is refused). */
function shortened(description: string): string | undefined {
  const chars = [...description.trim()];
  if (chars.length === 0) return undefined;
  return chars.length <= DESCRIPTION_MAX ? chars.join('') : `${chars.slice(0, DESCRIPTION_MAX - 1).join('')}…`;
}

function onlyFile(prompt: PromptUpload): PromptFile {
  const [file, ...more] = prompt.files;
  if (!file || more.length > 0)
    throw new PublishError(
      `Amazon Connect takes one file per prompt; "${prompt.name}" has ${prompt.files.length}.`,
      'failed',
    );
  return file;
}

export const connectSystem: PhoneSystem<ConnectTarget, ConnectSecret> = {
  kind: 'connect',
  name: 'Amazon Connect',
  target: connectTarget,
  secret: connectSecret,

  async test(target, secret, { signal }) {
    const aws = clientsFor(target, secret);
    let doing: Doing = { service: 'Amazon Connect', what: 'list prompts in this Amazon Connect instance' };
    try {
      let count = 0;
      for await (const _prompt of promptsOf(aws.connect, target, signal)) count += 1;
      doing = { service: 'Amazon S3', what: `reach bucket ${target.bucket}` };
      await aws.s3.send(new HeadBucketCommand({ Bucket: target.bucket }), { abortSignal: signal });
      const prompts = count === 1 ? '1 prompt' : `${count} prompts`;
      return {
        summary: `Reached Amazon Connect instance ${target.instanceId} in ${target.region} and listed its ${prompts}; bucket ${target.bucket} is reachable.`,
      };
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw publishError(error, doing, target);
    } finally {
      aws.close();
    }
  },

  async send(target, secret, prompt, remoteId, { signal }) {
    const file = onlyFile(prompt);
    const Name = checkedName(prompt.name);
    const Description = shortened(prompt.description);
    const Body = await readFile(file.path);
    const Key = `${target.keyPrefix}${file.fileName}`;
    const S3Uri = `s3://${target.bucket}/${Key}`;
    const InstanceId = target.instanceId;
    const aws = clientsFor(target, secret);
    const update = (PromptId: string) =>
      aws.connect.send(new UpdatePromptCommand({ InstanceId, PromptId, S3Uri, Description }), { abortSignal: signal });

    let doing: Doing = { service: 'Amazon S3', what: `put files in bucket ${target.bucket}` };
    try {
      await aws.s3.send(new PutObjectCommand({ Bucket: target.bucket, Key, Body, ContentType: file.contentType }), {
        abortSignal: signal,
      });

      doing = { service: 'Amazon Connect', what: 'update prompts in this Amazon Connect instance' };
      if (remoteId) {
        try {
          await update(remoteId);
          return remoteId;
        } catch (error) {
          // Deleted there by hand since: it is made anew below, under its name.
          if (nameOf(error) !== 'ResourceNotFoundException') throw error;
        }
      }

      doing = { service: 'Amazon Connect', what: 'create prompts in this Amazon Connect instance' };
      try {
        const created = await aws.connect.send(new CreatePromptCommand({ InstanceId, Name, Description, S3Uri }), {
          abortSignal: signal,
        });
        if (!created.PromptId)
          throw new PublishError('Amazon Connect made the prompt but gave no id for it.', 'failed');
        return created.PromptId;
      } catch (error) {
        if (nameOf(error) !== 'DuplicateResourceException') throw error;
      }

      // A prompt of that name is there already (made by hand, or by another tool): flows may point at
      // it, so it is sent into, not duplicated under another name.
      doing = { service: 'Amazon Connect', what: 'list prompts in this Amazon Connect instance' };
      const existing = await promptNamed(aws.connect, target, Name, signal);
      if (!existing?.Id)
        throw new PublishError(
          `Amazon Connect says a prompt named "${Name}" exists but does not list it yet (DuplicateResourceException).`,
          'busy',
        );
      doing = { service: 'Amazon Connect', what: 'update prompts in this Amazon Connect instance' };
      await update(existing.Id).catch((error: unknown) => {
        // Deleted there between the list and the update: the next try creates it.
        if (nameOf(error) !== 'ResourceNotFoundException') throw error;
        throw new PublishError(`The prompt "${Name}" was deleted in Amazon Connect while it was sent.`, 'busy');
      });
      return existing.Id;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw publishError(error, doing, target);
    } finally {
      aws.close();
    }
  },
};
