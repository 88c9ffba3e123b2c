import { createHash, createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { TestS3Server } from './s3-server.js';

/**
 * A loopback server that answers as Amazon Connect's prompt API does, for tests: Amazon Connect
 * itself cannot be reached from here. It speaks the REST-JSON routes of the API reference
 * (https://docs.aws.amazon.com/connect/latest/APIReference/):
 * - ListPrompts: `GET /prompts-summary/{InstanceId}?maxResults&nextToken`;
 * - CreatePrompt: `PUT /prompts/{InstanceId}` with Name, Description, S3Uri;
 * - UpdatePrompt: `POST /prompts/{InstanceId}/{PromptId}` with Name, Description, S3Uri;
 * with the documented limits (Name 1–127 characters, Description 1–250, S3Uri `s3://bucket/key`,
 * MaxResults 1–1000), DuplicateResourceException (409) for a name already there and
 * ResourceNotFoundException (404) for an unknown instance or prompt. Every request must carry a
 * SigV4 Authorization for the service `connect` in its region, checked in full against the key
 * pair it was given: an unknown key id answers 403 UnrecognizedClientException, a wrong secret 403
 * InvalidSignatureException, as AWS's front end does (error type in `x-amzn-ErrorType`, words in
 * the JSON body's message).
 *
 * As Connect does, CreatePrompt and UpdatePrompt read the S3Uri's object, here from the project's
 * s3rver test server, and keep a copy of its bytes with the prompt. What the reference does not say,
 * and the fake chooses: a missing object answers 400 InvalidParameterException; pre-signed HTTPS
 * URIs are not taken; the account in ARNs is 123456789012.
 *
 * It keeps prompts and requests in memory, and can be told to refuse the key
 * (AccessDeniedException, a key without the rights), to answer 429 ThrottlingException with
 * Retry-After a number of times, or to fail the prompts of one name.
 */
interface FakeConnectPrompt {
  id: string;
  arn: string;
  name: string;
  description?: string;
  s3Uri?: string;
  /** The audio it holds: the object's bytes when it was created or last updated. */
  audio?: Buffer;
  /** Made through the API, or by hand on Connect's admin website (`addPrompt`). */
  madeBy: 'api' | 'hand';
  modifiedAt: Date;
}

type FakeConnectOperation = 'ListPrompts' | 'CreatePrompt' | 'UpdatePrompt';

interface FakeConnectRequest {
  operation: FakeConnectOperation | 'unknown';
  method: string;
  path: string;
  /** The access key id its SigV4 Authorization named. */
  accessKeyId?: string;
  body?: Record<string, unknown>;
  /** What the fake answered. */
  status: number;
  errorType?: string;
}

/** The answers `failPrompt` can give, as Connect documents them for CreatePrompt and UpdatePrompt. */
type FakeConnectFailure = 'InvalidParameterException' | 'LimitExceededException' | 'InternalServiceException';

export interface FakeConnectServer {
  url: string;
  region: string;
  instanceId: string;
  /** A Connect connection's target that reaches this server, and s3rver for its bucket. */
  target: { region: string; instanceId: string; bucket: string; connectEndpoint: string; s3Endpoint: string };
  /** The key pair it and s3rver take. */
  secret: { accessKeyId: string; secretAccessKey: string };
  prompts: Map<string, FakeConnectPrompt>;
  requests: FakeConnectRequest[];
  promptNamed(name: string): FakeConnectPrompt | undefined;
  /** A prompt made by hand on the admin website, outside this product. */
  addPrompt(name: string, audio?: Buffer): FakeConnectPrompt;
  /** A prompt deleted by hand on the admin website. */
  deletePrompt(id: string): void;
  /** From now on the key is known but lacks the rights (AccessDeniedException), until `refuse(false)`. */
  refuse(refused?: boolean): void;
  /** The next `times` requests answer 429 ThrottlingException, with Retry-After when given. */
  throttle(times: number, retryAfterSeconds?: number): void;
  /** CreatePrompt and UpdatePrompt of the prompt of this name answer with this error. */
  failPrompt(name: string, failure?: FakeConnectFailure): void;
  /** Takes prompt `name` again, as a system that refused a file and then takes the next one. */
  stopFailing(name: string): void;
  close(): Promise<void>;
}

interface FakeConnectOptions {
  /** The bucket server whose objects the S3Uris name; its key pair is the one the fake expects too. */
  s3: TestS3Server;
  region?: string;
  instanceId?: string;
  /** The most prompts a ListPrompts page holds here (Connect may answer fewer than MaxResults). */
  pageSize?: number;
}

const ACCOUNT = '123456789012';
const FAILURE_STATUS: Record<FakeConnectFailure, number> = {
  InvalidParameterException: 400,
  LimitExceededException: 429,
  InternalServiceException: 500,
};

class ConnectError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    /** AWS's front end (authentication) says `message`; Connect's own modelled errors say `Message`. */
    readonly frontEnd = false,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 asks. */
const escapeUri = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const codePoints = (text: string) => [...text].length;

interface KeyPair {
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Checks a request's SigV4 signature (header form) for the service `connect` in `region`, and
 * returns the access key id it named. The canonical request is built as the SigV4 documentation
 * says for services other than S3: the path encoded twice, the query sorted, the signed headers
 * trimmed, the body's SHA-256.
 */
function verifySignature(req: http.IncomingMessage, body: Buffer, keys: KeyPair, region: string): string {
  const authorization = req.headers.authorization ?? '';
  const parsed =
    /^AWS4-HMAC-SHA256 Credential=(?<accessKeyId>[^/]+)\/(?<date>\d{8})\/(?<scope>[^/]+\/[^/]+)\/aws4_request, ?SignedHeaders=(?<signedHeaders>[^,]+), ?Signature=(?<signature>[0-9a-f]{64})$/.exec(
      authorization,
    )?.groups;
  if (!parsed) throw new ConnectError(403, 'MissingAuthenticationTokenException', 'Missing Authentication Token', true);
  const { accessKeyId = '', date = '', scope = '', signedHeaders = '', signature = '' } = parsed;
  if (accessKeyId !== keys.accessKeyId)
    throw new ConnectError(
      403,
      'UnrecognizedClientException',
      'The security token included in the request is invalid.',
      true,
    );
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (scope !== `${region}/connect` || !amzDate.startsWith(date))
    throw new ConnectError(403, 'InvalidSignatureException', `Credential should be scoped to ${region}/connect.`, true);

  const url = new URL(req.url ?? '/', 'http://fake');
  const rawPath = (req.url ?? '/').split('?')[0]!;
  const query = [...url.searchParams.entries()]
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${escapeUri(key)}=${escapeUri(value)}`)
    .join('&');
  const headerLines = signedHeaders.split(';').map(
    (name) =>
      `${name}:${String(req.headers[name] ?? '')
        .trim()
        .replace(/\s+/g, ' ')}`,
  );
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? sha256(body));
  const canonical = [
    req.method,
    escapeUri(rawPath).replace(/%2F/g, '/'),
    query,
    `${headerLines.join('\n')}\n`,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const credentialScope = `${date}/${region}/connect/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, credentialScope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, date), region), 'connect'), 'aws4_request');
  if (createHmac('sha256', signingKey).update(toSign).digest('hex') !== signature)
    throw new ConnectError(
      403,
      'InvalidSignatureException',
      'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
      true,
    );
  return accessKeyId;
}

function routeOf(method: string, path: string): { operation: FakeConnectOperation; params: string[] } | undefined {
  const parts = path.split('/').slice(1).map(decodeURIComponent);
  if (method === 'GET' && parts.length === 2 && parts[0] === 'prompts-summary')
    return { operation: 'ListPrompts', params: [parts[1]!] };
  if (method === 'PUT' && parts.length === 2 && parts[0] === 'prompts')
    return { operation: 'CreatePrompt', params: [parts[1]!] };
  if (method === 'POST' && parts.length === 3 && parts[0] === 'prompts')
    return { operation: 'UpdatePrompt', params: [parts[1]!, parts[2]!] };
  return undefined;
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ConnectError(400, 'InvalidParameterException', `${field} must be a string.`);
  return value;
}

function checkFields(body: Record<string, unknown>, nameRequired: boolean) {
  const name = optionalString(body, 'Name');
  const description = optionalString(body, 'Description');
  const s3Uri = optionalString(body, 'S3Uri');
  if (nameRequired && name === undefined) throw new ConnectError(400, 'InvalidParameterException', 'Name is required.');
  if (name !== undefined && (codePoints(name) < 1 || codePoints(name) > 127))
    throw new ConnectError(400, 'InvalidParameterException', 'Name must be 1 to 127 characters long.');
  if (description !== undefined && (codePoints(description) < 1 || codePoints(description) > 250))
    throw new ConnectError(400, 'InvalidParameterException', 'Description must be 1 to 250 characters long.');
  if (nameRequired && s3Uri === undefined)
    throw new ConnectError(400, 'InvalidParameterException', 'S3Uri is required.');
  if (s3Uri !== undefined && (s3Uri.length > 2000 || !/^s3:\/\/\S+\/.+$/.test(s3Uri)))
    throw new ConnectError(400, 'InvalidParameterException', 'S3Uri must be s3://<bucket>/<key>.');
  return { name, description, s3Uri };
}

export async function startFakeConnect(options: FakeConnectOptions): Promise<FakeConnectServer> {
  const region = options.region ?? 'eu-west-2';
  const instanceId = options.instanceId ?? randomUUID();
  const instanceArn = `arn:aws:connect:${region}:${ACCOUNT}:instance/${instanceId}`;
  const keys: KeyPair = {
    accessKeyId: options.s3.env.S3_ACCESS_KEY_ID!,
    secretAccessKey: options.s3.env.S3_SECRET_ACCESS_KEY!,
  };
  const bucketReader = new S3Client({
    region: 'us-east-1',
    endpoint: options.s3.endpoint,
    forcePathStyle: true,
    credentials: keys,
  });
  const prompts = new Map<string, FakeConnectPrompt>();
  const requests: FakeConnectRequest[] = [];
  const failures = new Map<string, FakeConnectFailure>();
  let refused = false;
  let throttled = { times: 0, retryAfterSeconds: undefined as number | undefined };

  const promptNamed = (name: string) => [...prompts.values()].find((p) => p.name === name);
  const makePrompt = (name: string, madeBy: FakeConnectPrompt['madeBy']): FakeConnectPrompt => {
    const id = randomUUID();
    const prompt = { id, arn: `${instanceArn}/prompt/${id}`, name, madeBy, modifiedAt: new Date() };
    prompts.set(id, prompt);
    return prompt;
  };

  /** Connect copies the object the S3Uri names when it takes it; a missing one is refused. */
  async function readObject(s3Uri: string): Promise<Buffer> {
    const [, Bucket, Key] = /^s3:\/\/([^/]+)\/(.+)$/.exec(s3Uri)!;
    try {
      const { Body } = await bucketReader.send(new GetObjectCommand({ Bucket, Key }));
      return Buffer.from(await Body!.transformToByteArray());
    } catch {
      throw new ConnectError(400, 'InvalidParameterException', `The object ${s3Uri} could not be read.`);
    }
  }

  function failureFor(name: string) {
    const failure = failures.get(name);
    if (failure) throw new ConnectError(FAILURE_STATUS[failure], failure, `The prompt ${name} was not accepted.`);
  }

  async function listPrompts(url: URL) {
    const maxResults = Number(url.searchParams.get('maxResults') ?? 100);
    if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 1000)
      throw new ConnectError(400, 'InvalidParameterException', 'MaxResults must be 1 to 1000.');
    const token = url.searchParams.get('nextToken');
    const start = token === null ? 0 : Number(Buffer.from(token, 'base64url').toString());
    if (!Number.isInteger(start) || start < 0)
      throw new ConnectError(400, 'InvalidParameterException', 'Bad NextToken.');
    const all = [...prompts.values()];
    const end = start + Math.min(maxResults, options.pageSize ?? 1000);
    return {
      PromptSummaryList: all.slice(start, end).map((p) => ({
        Id: p.id,
        Arn: p.arn,
        Name: p.name,
        LastModifiedTime: p.modifiedAt.getTime() / 1000,
        LastModifiedRegion: region,
      })),
      ...(end < all.length ? { NextToken: Buffer.from(String(end)).toString('base64url') } : {}),
    };
  }

  async function createPrompt(body: Record<string, unknown>) {
    const fields = checkFields(body, true);
    const name = fields.name!;
    failureFor(name);
    if (promptNamed(name)) throw new ConnectError(409, 'DuplicateResourceException', `A prompt named ${name} exists.`);
    const audio = await readObject(fields.s3Uri!);
    const prompt = makePrompt(name, 'api');
    Object.assign(prompt, { description: fields.description, s3Uri: fields.s3Uri, audio });
    return { PromptARN: prompt.arn, PromptId: prompt.id };
  }

  async function updatePrompt(promptId: string, body: Record<string, unknown>) {
    const prompt = prompts.get(promptId);
    if (!prompt) throw new ConnectError(404, 'ResourceNotFoundException', `Prompt ${promptId} not found.`);
    const fields = checkFields(body, false);
    failureFor(prompt.name);
    const other = fields.name === undefined ? undefined : promptNamed(fields.name);
    if (other && other !== prompt)
      throw new ConnectError(409, 'DuplicateResourceException', `A prompt named ${fields.name} exists.`);
    const audio = fields.s3Uri === undefined ? prompt.audio : await readObject(fields.s3Uri);
    Object.assign(prompt, {
      name: fields.name ?? prompt.name,
      description: fields.description ?? prompt.description,
      s3Uri: fields.s3Uri ?? prompt.s3Uri,
      audio,
      modifiedAt: new Date(),
    });
    return { PromptARN: prompt.arn, PromptId: prompt.id };
  }

  async function answer(req: http.IncomingMessage, body: Buffer, noted: FakeConnectRequest): Promise<unknown> {
    const route = routeOf(req.method ?? '', noted.path);
    if (route) noted.operation = route.operation;
    noted.accessKeyId = verifySignature(req, body, keys, region);
    if (refused)
      throw new ConnectError(
        403,
        'AccessDeniedException',
        `User: arn:aws:iam::${ACCOUNT}:user/publisher is not authorized to perform: connect:${noted.operation} on resource: ${instanceArn}`,
      );
    if (throttled.times > 0) {
      throttled.times -= 1;
      throw new ConnectError(429, 'ThrottlingException', 'Rate exceeded', false, throttled.retryAfterSeconds);
    }
    if (!route) throw new ConnectError(404, 'UnknownOperationException', 'No such operation.', true);
    if (route.params[0] !== instanceId)
      throw new ConnectError(404, 'ResourceNotFoundException', `Instance ${route.params[0]} not found.`);
    if (route.operation === 'ListPrompts') return listPrompts(new URL(req.url ?? '/', 'http://fake'));
    try {
      noted.body = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      throw new ConnectError(400, 'SerializationException', 'The body is not JSON.', true);
    }
    return route.operation === 'CreatePrompt' ? createPrompt(noted.body) : updatePrompt(route.params[1]!, noted.body);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const noted: FakeConnectRequest = {
        operation: 'unknown',
        method: req.method ?? '',
        path: (req.url ?? '/').split('?')[0]!,
        status: 200,
      };
      requests.push(noted);
      const headers = { 'content-type': 'application/json', 'x-amzn-requestid': randomUUID() };
      answer(req, Buffer.concat(chunks), noted).then(
        (reply) => res.writeHead(200, headers).end(JSON.stringify(reply)),
        (error: unknown) => {
          const e =
            error instanceof ConnectError ? error : new ConnectError(500, 'InternalServiceException', String(error));
          noted.status = e.status;
          noted.errorType = e.type;
          res
            .writeHead(e.status, {
              ...headers,
              'x-amzn-errortype': e.frontEnd
                ? `${e.type}:http://internal.amazon.com/coral/com.amazon.coral.service/`
                : e.type,
              ...(e.retryAfterSeconds === undefined ? {} : { 'retry-after': String(e.retryAfterSeconds) }),
            })
            .end(JSON.stringify(e.frontEnd ? { message: e.message } : { Message: e.message }));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    region,
    instanceId,
    target: { region, instanceId, bucket: options.s3.bucket, connectEndpoint: url, s3Endpoint: options.s3.endpoint },
    secret: keys,
    prompts,
    requests,
    promptNamed,
    addPrompt(name, audio) {
      const prompt = makePrompt(name, 'hand');
      prompt.audio = audio;
      return prompt;
    },
    deletePrompt: (id) => void prompts.delete(id),
    refuse: (refuse = true) => void (refused = refuse),
    throttle: (times, retryAfterSeconds) => void (throttled = { times, retryAfterSeconds }),
    failPrompt: (name, failure = 'InvalidParameterException') => void failures.set(name, failure),
    stopFailing: (name) => void failures.delete(name),
    close: () =>
      new Promise<void>((resolve) => {
        bucketReader.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
