import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_TRACKS } from './music/built-in-tracks.js';
import { resolveFfmpeg } from './process/ffmpeg-binary.js';
import { serverProcessesPerTest } from './testing/process-test-kit.js';
import type { ServerProcess } from './testing/server-process.js';

// The warm-up after start (record 122), in a real server process: in the background, after the
// server answers, and what it leaves ready.
const { tempDataDir, start } = serverProcessesPerTest('avs-warm-');

/** The server's JSON log lines with this message (whole lines only: the last may be half written). */
function logged(server: ServerProcess, msg: string): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .slice(0, -1)
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.msg === msg);
}

/** Waits, however long the test may, until the server has logged `msg`. */
async function untilLogged(server: ServerProcess, msg: string): Promise<Record<string, unknown>> {
  while (logged(server, msg).length === 0) await sleep(100);
  return logged(server, msg)[0]!;
}

describe('the warm-up after start', () => {
  it('runs in the background: health answers at once, then the threads, engines and every track are ready', async () => {
    const dataDir = await tempDataDir();
    // An ffmpeg that holds every decode of a built-in track until the test opens the gate: the
    // warm-up cannot finish before the test has looked at the server while it runs.
    const gate = path.join(dataDir, '..', `${path.basename(dataDir)}-gate`);
    const gated = path.join(dataDir, 'gated-ffmpeg');
    await fs.writeFile(
      gated,
      `#!/bin/sh\ncase "$*" in *"/assets/music/"*) while [ ! -e '${gate}' ]; do sleep 0.05; done;; esac\n` +
        `exec '${(await resolveFfmpeg()).path}' "$@"\n`,
      { mode: 0o700 },
    );
    const server = await start({ DATA_DIR: dataDir, WARM_UP: 'true', FFMPEG_PATH: gated });
    try {
      const warming = await untilLogged(server, 'warming up');
      const cores = os.availableParallelism();
      // The engines' two reserve threads are warmed too (records 131 and 132); the suite's engines leave
      // out the neural voice, so no neural process is started (record 158).
      expect(warming.threads).toEqual({ threads: cores + 2, neural: 0, mix: cores });
      expect(warming.voices).toEqual(expect.arrayContaining(['en-US-ken', 'en-US-natalie']));

      // Held by the gate, the warm-up is under way: the server answers all the same.
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      expect(logged(server, 'warm-up done')).toEqual([]);

      await fs.writeFile(gate, '');
      const done = await untilLogged(server, 'warm-up done');
      expect(done).toMatchObject({ threads: warming.threads, voices: warming.voices });
      expect(done.failed).toBeUndefined();
      expect(Object.keys(done.stages as object).sort()).toEqual(['default track', 'mix', 'other tracks', 'speech']);
      expect(done.ms).toBeGreaterThan(0);
      // Every built-in track decoded into the mix cache, and nothing of a voice kept there.
      const cached = await fs.readdir(path.join(dataDir, 'cache', 'mix'));
      expect(cached.filter((f) => /^music-\w+\.json$/.test(f))).toHaveLength(BUILT_IN_TRACKS.length);
      expect(cached.filter((f) => f.startsWith('voice-'))).toEqual([]);
    } finally {
      await fs.rm(gate, { force: true });
    }
  });
});
