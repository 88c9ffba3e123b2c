import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpeg } from '../process/ffmpeg-binary.js';
import { createLocalProvider } from './local/local-provider.js';
import { planPieces, renderSpeech, type RenderRequest } from './render-speech.js';
import { cacheKey, readCachedSpeech, writeCachedSpeech } from './speech-cache.js';
import { createLocalBlobStore } from '../storage/local-blob-store.js';
import type { SpeechProvider } from './speech-provider.js';
import { detectSilences } from './testing/audio-probes.js';
import { SUITE_ENGINES } from '../testing/suite-engines.js';

let ffmpeg: string;
let dataDir: string;
beforeAll(async () => {
  ffmpeg = (await resolveFfmpeg()).path;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'avs-speech-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const local = createLocalProvider(SUITE_ENGINES);
const request = (script: string, pauseSeconds: number | null): RenderRequest => ({
  provider: local,
  voice: { catalogueId: 'en-US-natalie' },
  settings: { rate: 0, pitch: 0 },
  script,
  pauseSeconds,
});

describe('rendering a script', () => {
  it.each([0.5, 1.0, 1.75])('puts %s s of real silence between paragraphs', async (pause) => {
    const speech = await renderSpeech(
      ffmpeg,
      request('Welcome to Bright Smile.\n\nWe open at nine.\n\nGoodbye.', pause),
    );
    // Each paragraph pause, and nothing as long inside the speech itself. The detector also counts
    // the soft fade of the last and first sounds around a pause (under -40 dB): about 0.1 s.
    const silences = (await detectSilences(ffmpeg, speech.audio, 0.4)).filter((s) => s >= pause - 0.1);
    expect(silences).toHaveLength(2);
    for (const s of silences) {
      expect(s).toBeGreaterThanOrEqual(pause);
      expect(s).toBeLessThan(pause + 0.15);
    }
  });

  it('keeps paragraphs close together when pauses are off', async () => {
    const speech = await renderSpeech(ffmpeg, request('Welcome to Bright Smile.\n\nWe open at nine.', null));
    expect((await detectSilences(ffmpeg, speech.audio, 0.6)).length).toBe(0);
  });

  it('sends long paragraphs in sentence-sized requests, and pause markup where the service has it', () => {
    const longParagraph = Array.from({ length: 40 }, (_, i) => `This is sentence number ${i + 1}.`).join(' ');
    const pieces = planPieces(local, longParagraph, 1);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.text.length <= local.maxChars && /\.$/.test(p.text))).toBe(true);

    const tagged: SpeechProvider = { ...local, maxChars: 3000, pauseTag: (s) => `[pause ${s}s]` };
    expect(planPieces(tagged, 'One.\n\nTwo.\n\nThree.', 1.75)).toEqual([
      { text: 'One. [pause 1.75s] Two. [pause 1.75s] Three.', gapAfter: 0 },
    ]);
  });

  it('serves an identical request from the cache, and a changed one not', async () => {
    const first = request('Cached greeting.', null);
    const key = cacheKey(first);
    const store = createLocalBlobStore(dataDir);
    expect(await readCachedSpeech(store, key, 'mp3')).toBeUndefined();
    const stored = await writeCachedSpeech(store, key, await renderSpeech(ffmpeg, first));
    expect(await readCachedSpeech(store, cacheKey(request('Cached greeting.', null)), 'mp3')).toEqual(stored);
    expect(cacheKey(request('Cached greeting!', null))).not.toBe(key);
    expect(cacheKey({ ...first, voice: { catalogueId: 'en-US-claire' } })).not.toBe(key);
  });
});

describe('what every engine is sent (record 095)', () => {
  it('reads numbers, times and addresses as words, though the script keeps them readable', async () => {
    for (const takesPronunciations of [false, true]) {
      const sent: string[] = [];
      const recording: SpeechProvider = {
        ...local,
        takesPronunciations,
        synthesize: (text, ...rest) => {
          sent.push(text);
          return local.synthesize(text, ...rest);
        },
      };
      await renderSpeech(ffmpeg, {
        ...request('Call 555 0100 or visit www.brightsmile.com. 😊\n\nWe open at 9:00 AM.', null),
        provider: recording,
      });
      const heard = sent.join(' ');
      expect(heard).toContain('Call five five five, zero one zero zero or visit brightsmile dot com.');
      expect(heard).toContain('We open at nine a.m.');
      expect(heard).not.toMatch(/\d|😊/);
    }
  });
});

describe('pronunciations and the spoken words (records 073, 095)', () => {
  it('replaces a term with digits before the words, even on an engine with a dictionary', async () => {
    const sent: { text: string; entries: string[] }[] = [];
    const dictionaryEngine: SpeechProvider = {
      ...local,
      takesPronunciations: true,
      synthesize: (text, voice, settings, entries) => {
        sent.push({ text, entries: (entries ?? []).map((e) => e.term) });
        return local.synthesize(text, voice, settings);
      },
    };
    await renderSpeech(ffmpeg, {
      ...request('A1 Plumbing and Acme answer 24/7.', null),
      provider: dictionaryEngine,
      pronunciations: [
        { term: 'A1', sayAs: 'Ay One' },
        { term: 'Acme', sayAs: 'Ack-mee' },
      ],
    });
    expect(sent).toEqual([{ text: 'Ay One Plumbing and Acme answer twenty-four seven.', entries: ['Acme'] }]);
  });
});
