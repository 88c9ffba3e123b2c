import { PassThrough, type Readable } from 'node:stream';

/**
 * Audio this node is still making, which its owner may already hear: a streamed preview (record
 * 130). GET /api/audio/:id plays it from here while it is made, every byte so far and then each one
 * as it comes; once it is stored and its row written, `end` removes it and the stored file answers.
 * Each node has its own (AppDeps): another node answers the same address once the file is stored.
 * Audio whose work failed ends its listeners' responses cleanly, so a player plays what came and
 * stops (record 158), and its address says it failed for a while rather than that it never was.
 */
export interface LiveAudio {
  open(id: string, userId: string, contentType: string): LiveAudioWriter;
  /**
   * The owner's audio being made here, as a stream from its first byte; `failed` when its work
   * failed here a moment ago; null when there is none.
   */
  follow(id: string, userId: string): { contentType: string; body: Readable } | 'failed' | null;
}

export interface LiveAudioWriter {
  write: (chunk: Uint8Array) => void;
  /** The audio is complete and stored: listeners are ended, later requests read the stored file. */
  end(): void;
  /** The work failed: listeners' responses end with what they had, and the address says it failed. */
  fail(): void;
}

interface Live {
  userId: string;
  contentType: string;
  chunks: Buffer[];
  listeners: Set<PassThrough>;
}

/** How long a failed preview's address says so: longer than a player keeps asking for it. */
const FAILED_KEPT_MS = 10 * 60 * 1000;

export function createLiveAudio(): LiveAudio {
  const live = new Map<string, Live>();
  /** Failed audio by id: its owner, until it is forgotten. */
  const failed = new Map<string, string>();
  return {
    open(id, userId, contentType) {
      const entry: Live = { userId, contentType, chunks: [], listeners: new Set() };
      live.set(id, entry);
      const close = (each: (listener: PassThrough) => void) => {
        if (live.get(id) === entry) live.delete(id);
        for (const listener of entry.listeners) each(listener);
        entry.listeners.clear();
      };
      return {
        write(chunk) {
          const bytes = Buffer.from(chunk);
          entry.chunks.push(bytes);
          for (const listener of entry.listeners) listener.write(bytes);
        },
        end: () => close((listener) => listener.end()),
        fail: () => {
          close((listener) => listener.end());
          failed.set(id, userId);
          setTimeout(() => failed.delete(id), FAILED_KEPT_MS).unref();
        },
      };
    },
    follow(id, userId) {
      if (failed.get(id) === userId) return 'failed';
      const entry = live.get(id);
      if (entry?.userId !== userId) return null;
      const body = new PassThrough();
      for (const chunk of entry.chunks) body.write(chunk);
      entry.listeners.add(body);
      body.on('close', () => entry.listeners.delete(body));
      return { contentType: entry.contentType, body };
    },
  };
}
