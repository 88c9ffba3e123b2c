import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../../server/src/process/ffmpeg-binary.js';
import { toneFile } from '../../server/src/testing/audio-fixtures.js';
import { launchBrowser } from './support/browser.js';

/**
 * The app's one audio controller (client/src/lib/audio-player.ts) in real Chromium with real MP3s:
 * the module is bundled on its own and loaded into a page served from loopback, so every rule is
 * checked against the browser's own HTMLAudioElement, autoplay policy and page lifecycle.
 */
declare global {
  interface Window {
    player: typeof import('../../client/src/lib/audio-player.js').audioPlayer;
    events: string[];
  }
}

let server: http.Server;
let origin: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const { path: ffmpeg } = await resolveFfmpeg();
  const files: Record<string, Buffer> = {
    '/long.mp3': await toneFile(ffmpeg, 'mp3', 20),
    '/short.mp3': await toneFile(ffmpeg, 'mp3', 0.6),
    '/other.mp3': await toneFile(ffmpeg, 'mp3', 20),
    '/broken.mp3': Buffer.from('this is not audio'),
  };
  const bundle = await build({
    entryPoints: ['client/src/lib/audio-player.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'audioPlayerModule',
    footer: { js: 'window.player = audioPlayerModule.audioPlayer; window.events = [];' },
  });
  const script = bundle.outputFiles[0]!.text;
  server = http.createServer((req, res) => {
    const file = files[req.url ?? ''];
    if (file) return void sendAudio(req, res, file);
    if (req.url === '/player.js') return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    if (req.url === '/') {
      const html = '<!doctype html><button id="go">go</button><script src="/player.js"></script>';
      return void res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Audio with byte ranges, as the app serves it: without them the browser cannot seek. */
function sendAudio(req: http.IncomingMessage, res: http.ServerResponse, file: Buffer): void {
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
  const headers = { 'content-type': 'audio/mpeg', 'accept-ranges': 'bytes' };
  if (!range) return void res.writeHead(200, { ...headers, 'content-length': file.length }).end(file);
  const start = Number(range[1]);
  const end = range[2] ? Math.min(Number(range[2]), file.length - 1) : file.length - 1;
  res
    .writeHead(206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${file.length}`,
      'content-length': end - start + 1,
    })
    .end(file.subarray(start, end + 1));
}

/** A fresh page; `play` starts playback from a real click, so the browser counts it as the user's. */
async function openPage(): Promise<void> {
  await page?.close();
  page = await browser.newPage();
  await page.goto(origin);
  await page.waitForFunction(() => typeof window.player === 'object');
}

async function play(url: string): Promise<void> {
  await page.evaluate((u) => {
    document.getElementById('go')!.onclick = () =>
      void window.player.play(u, {
        onEnded: () => window.events.push(`ended ${u}`),
        onError: (e) => window.events.push(`error ${e.kind} ${u}`),
      });
  }, url);
  await page.click('#go');
}

const snapshot = () => page.evaluate(() => window.player.getSnapshot());
const waitForStatus = (status: string, url: string | null) =>
  page.waitForFunction(([s, u]) => window.player.getSnapshot().status === s && window.player.getSnapshot().url === u, [
    status,
    url,
  ] as const);

describe('the one audio controller in Chromium', () => {
  it('plays a file, and starting another stops the first: one element at a time', async () => {
    await openPage();
    await play('/long.mp3');
    await waitForStatus('playing', '/long.mp3');
    expect(await page.evaluate(() => window.player.isPlaying('/long.mp3'))).toBe(true);
    await play('/other.mp3');
    await waitForStatus('playing', '/other.mp3');
    expect(await page.evaluate(() => window.player.isPlaying('/long.mp3'))).toBe(false);
    // The first element was released: nothing reports its end, and stopAll leaves nothing playing.
    await page.evaluate(() => window.player.stopAll());
    expect(await snapshot()).toEqual({ url: null, status: 'stopped' });
    expect(await page.evaluate(() => window.events)).toEqual([]);
  });

  it('says when a sound ends, and then nothing is playing', async () => {
    await openPage();
    await play('/short.mp3');
    await page.waitForFunction(() => window.events.includes('ended /short.mp3'));
    expect(await snapshot()).toEqual({ url: null, status: 'stopped' });
  });

  it('pauses, keeps the position, seeks and resumes', async () => {
    await openPage();
    await play('/long.mp3');
    await waitForStatus('playing', '/long.mp3');
    await page.evaluate(() => window.player.seek(5));
    await page.evaluate(() => window.player.pause());
    expect(await snapshot()).toEqual({ url: '/long.mp3', status: 'paused' });
    const position = await page.evaluate(() => window.player.getPosition());
    expect(position!.currentTime).toBeGreaterThanOrEqual(5);
    expect(position!.duration).toBeGreaterThan(19);
    await page.evaluate(() => window.player.resume());
    await waitForStatus('playing', '/long.mp3');
    const after = await page.evaluate(() => window.player.getPosition());
    expect(after!.currentTime).toBeGreaterThanOrEqual(position!.currentTime);
  });

  it('reports a file the browser cannot play as a playback error', async () => {
    await openPage();
    await play('/broken.mp3');
    await page.waitForFunction(() => window.events.some((e) => e.startsWith('error')));
    expect(await page.evaluate(() => window.events)).toEqual(['error playback /broken.mp3']);
    expect(await snapshot()).toEqual({ url: null, status: 'idle' });
  });

  it('stops all audio when the page is hidden', async () => {
    await openPage();
    await play('/long.mp3');
    await waitForStatus('playing', '/long.mp3');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await snapshot()).toEqual({ url: null, status: 'stopped' });
  });
});
