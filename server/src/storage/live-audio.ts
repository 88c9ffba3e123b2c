import { PassThrough, type Readable } from 'node:stream';

/**
 * Audio this node is still making, which its owner may already hear: a streamed preview (record
 * 130). GET /api/audio/:id plays it from here while it is made, every byte so far and then each one
 * as it comes; once it is stored and its row written, `end` removes it and the stored file answers.
 * Each node has its own (AppDeps): another node answers the same address once the file is stored.
 */
export interface LiveAudio {
  open(id: string, userId: string, contentType: string): LiveAudioWriter;
  /** The owner's audio being made here, as a stream from its first byte; null when there is none. */
  follow(id: string, userId: string): { contentType: string; body: Readable } | null;
}

export interface LiveAudioWriter {
  write: (chunk: Uint8Array) => void;
  /** The audio is complete and stored: listeners are ended, later requests read the stored file. */
  end(): void;
  /** The work failed: listeners' responses are cut short, so a player reports the error. */
  fail(): void;
}

interface Live {
  userId: string;
  contentType: string;
  chunks: Buffer[];
  listeners: Set<PassThrough>;
}

export function createLiveAudio(): LiveAudio {
  const live = new Map<string, Live>();
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
        fail: () => close((listener) => listener.destroy(new Error('the audio could not be made'))),
      };
    },
    follow(id, userId) {
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
