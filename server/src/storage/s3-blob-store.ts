import { createReadStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
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
import { assertKey, assertPrefix, type BlobStore } from './blob-store.js';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2, a test server); unset: AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's default chain (environment, shared files, instance or container role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** S3 answers a missing object with 404 (NotFound for HEAD, NoSuchKey for GET). */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** DeleteObjects takes at most 1000 keys a request. */
const DELETE_BATCH = 1000;

/**
 * The store on an S3-compatible bucket (AWS SDK v3). Files and streams go up with lib-storage's
 * Upload (multipart above 5 MB, so a stream of unknown length is never held whole in memory).
 */
export function createS3BlobStore(options: S3StoreOptions): BlobStore & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
  });
  const Bucket = options.bucket;

  return {
    kind: 's3',
    client,
    put: async (key, source, putOptions = {}) => {
      assertKey(key);
      const ContentType = putOptions.contentType;
      if ('bytes' in source) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: source.bytes, ContentType }));
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
      input.on('error', (error: Error) => counted.destroy(error));
      const upload = new Upload({ client, params: { Bucket, Key: key, Body: input.pipe(counted), ContentType } });
      await upload.done();
      return { size };
    },
    get: async (key, range) => {
      assertKey(key);
      try {
        const Range = range && `bytes=${range.start}-${range.end}`;
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
        return Body instanceof Readable ? Body : Readable.fromWeb(Body!.transformToWebStream() as never);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    head: async (key) => {
      assertKey(key);
      try {
        const { ContentLength } = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
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
        await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource }));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const { ContentLength } = await client.send(new HeadObjectCommand({ Bucket, Key: to }));
      return { size: ContentLength ?? 0 };
    },
    delete: async (key) => {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    deleteMany: async (keys) => {
      keys.forEach(assertKey);
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
        const { Errors } = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
        if (Errors?.length) throw new Error(`S3 refused to delete ${Errors.length} objects: ${Errors[0]?.Message}`);
      }
    },
    list: async function* (prefix) {
      assertPrefix(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const o of page.Contents ?? []) {
          if (o.Key) yield { key: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
