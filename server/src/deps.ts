import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { Config } from './config/config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { FfmpegInfo } from './process/ffmpeg-binary.js';
import type { BlobStore } from './storage/blob-store.js';
import type { LiveAudio } from './storage/live-audio.js';

/** Everything a service may need, built once in main.ts (or in a test) and passed to buildApp. */
export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  clock: Clock;
  ffmpeg: FfmpegInfo;
  /** Every byte of user audio and uploaded music (local disk or S3: server/src/storage/). */
  store: BlobStore;
  /** Audio this node is still making (a streamed preview), which its owner may hear already. */
  liveAudio: LiveAudio;
  /** Waits before answering a failed admin login; tests pass one that only records. */
  sleep: (ms: number) => Promise<void>;
}

export interface ServiceContext extends AppDeps {
  log: FastifyBaseLogger;
}
