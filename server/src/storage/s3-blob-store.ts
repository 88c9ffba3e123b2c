import { createReadStream } from 'node:fs';
import { PassThrough, Readable, Transform } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { laneSignal } from '../process/fair-share.js';
import { assertKey, assertPrefix, StoreUnavailableError, type BlobStore } from './blob-store.js';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2, a test server); unset: AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (environment, shared files, instance or container role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Each call's limit to connect, to start answering, and to stay silent mid-transfer (record 113). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/** S3 answers a missing object with 404 (NotFound for HEAD, NoSuchKey for GET). */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Whatever else fails (a timeout, a refused connection, a 5xx or a refusal) means the store is not
 * usable now: one error type, which requests and jobs answer with a 503 (record 113).
 */
function unavailable(error: unknown): Error {
  if (isMissing(error) || error instanceof StoreUnavailableError) return error as Error;
  const e = error as { name?: string; message?: string; code?: string };
  return new StoreUnavailableError(`The object store did not answer (${e.name ?? 'Error'}: ${e.message ?? e.code})`, {
    cause: error,
  });
}

/**
 * Runs a store call under the cancellation signal of the job it runs for (process/fair-share.ts):
 * a cancelled job's reads and writes stop at once, with its cancellation, not the store's error.
 */
async function guarded<T>(call: (signal: AbortSignal | undefined) => Promise<T>): Promise<T> {
  const signal = laneSignal();
  try {
    return await call(signal);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw unavailable(error);
  }
}

/** A body that stalls or breaks mid-read fails its reader with the store's error, not a socket's. */
function guardedBody(body: Readable): Readable {
  const out = new PassThrough();
  body.on('error', (error) => out.destroy(unavailable(error)));
  out.on('close', () => body.destroy());
  return body.pipe(out);
}

/** DeleteObjects takes at most 1000 keys a request. */
const DELETE_BATCH = 1000;

/**
 * The store on an S3-compatible bucket (AWS SDK v3). Files and streams go up with lib-storage's
 * Upload (multipart above 5 MB, so a stream of unknown length is never held whole in memory).
 */
export function createS3BlobStore(options: S3StoreOptions): BlobStore & { client: S3Client } {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Without these a frozen server holds a job or a request for ever (issue 28). The request
    // limit runs until the answer starts, the socket limit while bytes flow either way.
    requestHandler: {
      connectionTimeout: timeout,
      requestTimeout: timeout,
      throwOnRequestTimeout: true,
      socketTimeout: timeout,
    },
    // One retry: a store that is away stays away for longer than a job should wait for it.
    maxAttempts: 2,
  });
  const send = ((command: Parameters<S3Client['send']>[0]) =>
    guarded((abortSignal) => client.send(command, { abortSignal }))) as S3Client['send'];
  const Bucket = options.bucket;

  return {
    kind: 's3',
    client,
    put: async (key, source, putOptions = {}) => {
      assertKey(key);
      const ContentType = putOptions.contentType;
      if ('bytes' in source) {
        await send(new PutObjectCommand({ Bucket, Key: key, Body: source.bytes, ContentType }));
        return { size: source.bytes.length };
      }
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      const input = 'file' in source ? createReadStream(source.file) : source.stream;
      // A source that fails (a file gone, a stream that broke) is the caller's failure, not the store's.
      let sourceError: Error | undefined;
      input.on('error', (error: Error) => {
        sourceError = error;
        counted.destroy(error);
      });
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: input.pipe(counted), ContentType } });
      await guarded(async (signal) => {
        const stop = () => void upload.abort().catch(() => undefined);
        signal?.addEventListener('abort', stop, { once: true });
        try {
          await upload.done();
        } finally {
          signal?.removeEventListener('abort', stop);
        }
      }).catch((error: unknown) => {
        throw sourceError ?? error;
      });
      return { size };
    },
    get: async (key, range) => {
      assertKey(key);
      try {
        const Range = range && `bytes=${range.start}-${range.end}`;
        const { Body } = await send(new GetObjectCommand({ Bucket, Key: key, Range }));
        return guardedBody(Body instanceof Readable ? Body : Readable.fromWeb(Body!.transformToWebStream() as never));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    head: async (key) => {
      assertKey(key);
      try {
        const { ContentLength } = await send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    copy: async (from, to) => {
      assertKey(from);
      assertKey(to);
      try {
        // "bucket/key"; keys hold only URL-safe characters (assertKey), so nothing needs encoding.
        const CopySource = `${Bucket}/${from}`;
        await send(new CopyObjectCommand({ Bucket, Key: to, CopySource }));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const { ContentLength } = await send(new HeadObjectCommand({ Bucket, Key: to }));
      return { size: ContentLength ?? 0 };
    },
    delete: async (key) => {
      assertKey(key);
      await send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    deleteMany: async (keys) => {
      keys.forEach(assertKey);
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
        const { Errors } = await send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        if (Errors?.length) throw new Error(`S3 refused to delete ${Errors.length} objects: ${Errors[0]?.Message}`);
      }
    },
    list: async function* (prefix) {
      assertPrefix(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) {
          if (o.Key) yield { key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
