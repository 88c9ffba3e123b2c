import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { libraryListReply, saveLibraryReply } from '#common/schemas/library.js';
import { mixAudioReply } from '#common/schemas/mix.js';
import { synthesizeVoiceReply } from '#common/schemas/voices.js';
import { postJson } from '../testing/process-test-kit.js';
import { signInOverHttp, startServerProcess, type ServerProcess } from '../testing/server-process.js';

/**
 * Issue 40: the default local store on a disk that fills up. The node's audio folder is a tmpfs of
 * a few megabytes, filled to the last byte once a message is saved: new audio is answered 503 with
 * the full-disk message (never a 500), and the saved message still plays, byte for byte. Mounting
 * needs root (as this machine and CI run); elsewhere the test says why it is skipped.
 */
const run = promisify(execFile);
let dataDir: string;
let audioDir: string;
let mounted = false;
let whyNotMounted = '';

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-full-disk-'));
  audioDir = path.join(dataDir, 'audio');
  await fs.mkdir(audioDir);
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=12m,mode=0700', 'tmpfs', audioDir]);
    mounted = true;
  } catch (error) {
    whyNotMounted = `mounting a tmpfs is not permitted here (it needs root): ${(error as Error).message.trim()}`;
  }
});
afterAll(async () => {
  if (mounted) await run('umount', [audioDir]);
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Fills the filesystem holding `dir` until it refuses a single byte more. */
async function fill(dir: string): Promise<string> {
  const filler = path.join(dir, 'filler.bin');
  for (const size of [1024 * 1024, 64 * 1024, 4096, 1]) {
    for (;;) {
      const written = await fs.appendFile(filler, Buffer.alloc(size)).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOSPC') throw error;
          return false;
        },
      );
      if (!written) break;
    }
  }
  return filler;
}

it('answers 503 with its own message on a full disk, and the saved message still plays', async ({ skip }) => {
  if (!mounted) return skip(whyNotMounted);
  const node: ServerProcess = await startServerProcess({ DATA_DIR: dataDir });
  try {
    const cookie = await signInOverHttp(node, dataDir, 'full@harbourview.test');
    const speak = (script: string) =>
      postJson(`${node.url}/api/synthesize-voice`, { script, voiceType: 'en-US-ken' }, cookie);
    const mixOf = (voiceAudioId: string, musicVolume: number) =>
      postJson(`${node.url}/api/mix-audio`, { voiceAudioId, musicTrackId: 'soft-jazz', musicVolume }, cookie);
    const voice = synthesizeVoiceReply.parse(await (await speak('Thank you for calling Harbourview.')).json());
    const mixed = await mixOf(voice.audioId, 15);
    expect(mixed.status, await mixed.clone().text()).toBe(200);
    const mixId = mixAudioReply
      .parse(await mixed.json())
      .url.split('/')
      .at(-1)!;
    const saved = await postJson(`${node.url}/api/library`, { audioId: mixId, title: 'Harbourview hold' }, cookie);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { item } = saveLibraryReply.parse(await saved.json());
    const play = () => fetch(`${node.url}${item.url}`, { headers: { cookie } });
    const before = Buffer.from(await (await play()).arrayBuffer());
    expect(before.length).toBeGreaterThan(1000);

    const filler = await fill(audioDir);
    const expectFull = async (res: Response) => {
      expect(res.status, await res.clone().text()).toBe(503);
      expect(res.headers.get('retry-after')).toBe('60');
      expect(((await res.json()) as { message: string }).message).toBe(messages.generic.storeFull);
    };
    await expectFull(await speak('Our opening hours are nine to five, Monday to Friday.'));
    await expectFull(await mixOf(voice.audioId, 25));

    // What was saved is whole, and no half-written file was left behind.
    const after = await play();
    expect(after.status).toBe(200);
    expect(Buffer.from(await after.arrayBuffer()).equals(before)).toBe(true);
    const library = libraryListReply.parse(
      await (await fetch(`${node.url}/api/library`, { headers: { cookie } })).json(),
    );
    expect(library.items.map((i) => i.id)).toEqual([item.id]);
    const hidden = (await fs.readdir(audioDir, { recursive: true })).filter((f) => path.basename(f).startsWith('.'));
    expect(hidden).toEqual([]);
    expect(node.output()).not.toContain('"statusCode":500');

    // Space freed: the same request is made.
    await fs.rm(filler);
    const again = await speak('Our opening hours are nine to five, Monday to Friday.');
    expect(again.status, await again.clone().text()).toBe(200);
  } finally {
    await node.stop('SIGKILL');
  }
});
