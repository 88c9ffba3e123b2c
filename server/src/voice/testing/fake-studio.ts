import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { wavBytes } from '../../dsp/pcm.js';

/**
 * A stand-in for Murf, ElevenLabs and an OpenAI-compatible speech server (at {url}/v1) on loopback
 * (127.0.0.1), speaking their documented request and error shapes. Tests never call the real services. "Speech" is a 200 Hz tone per text piece;
 * Murf's `[pause Ns]` tags become real silence, as Murf renders them.
 */
type FakeMode = 'ok' | 'quota' | 'server-error' | 'slow';

export interface FakeStudio {
  url: string;
  mode: FakeMode;
  /** What GET /v1/voices (ElevenLabs) and GET /v1/speech/voices (Murf) answer, in the services' shapes. */
  accountVoices: { elevenlabs: object[]; murf: object[] };
  requests: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[];
  close(): Promise<void>;
}

export const FAKE_KEY = 'test-key';
const RATE = 16_000;

export function toneWav(pieces: { seconds: number; tone: boolean }[]): Buffer {
  const total = pieces.reduce((n, p) => n + Math.round(p.seconds * RATE), 0);
  const samples = new Int16Array(total);
  let i = 0;
  for (const piece of pieces) {
    const n = Math.round(piece.seconds * RATE);
    for (let k = 0; k < n; k++, i++)
      samples[i] = piece.tone ? Math.round(8000 * Math.sin((2 * Math.PI * 200 * k) / RATE)) : 0;
  }
  return wavBytes({ samples, sampleRate: RATE });
}

/** Text as tone (0.06 s a character, at least 0.3 s) and `[pause Ns]` as silence. */
function speak(text: string): Buffer {
  const pieces = text.split(/(\[pause [\d.]+s\])/).flatMap((part) => {
    const pause = /^\[pause ([\d.]+)s\]$/.exec(part);
    if (pause) return [{ seconds: Number(pause[1]), tone: false }];
    return part.trim() ? [{ seconds: Math.max(0.3, part.trim().length * 0.06), tone: true }] : [];
  });
  return toneWav(pieces);
}

function failure(res: http.ServerResponse, mode: FakeMode, service: 'murf' | 'elevenlabs' | 'openai'): boolean {
  if (mode === 'slow') return true; // never answers: the client's time limit must end the call
  if (mode === 'server-error') {
    res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Service Unavailable' }));
    return true;
  }
  if (mode === 'quota') {
    if (service === 'openai')
      res.writeHead(429, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: {
            message: 'You exceeded your current quota.',
            type: 'insufficient_quota',
            code: 'insufficient_quota',
          },
        }),
      );
    else if (service === 'murf')
      res
        .writeHead(402, { 'content-type': 'application/json' })
        .end(JSON.stringify({ errorMessage: 'Character quota exhausted', errorCode: 402 }));
    else
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ detail: { status: 'quota_exceeded', message: 'This request exceeds your quota.' } }));
    return true;
  }
  return false;
}

/** OpenAI's POST /v1/audio/speech: bearer key, JSON body, audio in the asked `response_format`. */
function openAiSpeech(res: http.ServerResponse, mode: FakeMode, headers: http.IncomingHttpHeaders, body: Buffer): void {
  if (headers.authorization !== `Bearer ${FAKE_KEY}`)
    return void res.writeHead(401, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
      }),
    );
  if (failure(res, mode, 'openai')) return;
  const request = JSON.parse(body.toString()) as { input?: string; voice?: string; response_format?: string };
  if (!request.input || !request.voice)
    return void res
      .writeHead(400, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: 'input and voice are required', type: 'invalid_request_error' } }));
  const wav = speak(request.input);
  // `pcm` is headerless 16-bit mono; everything else here answers WAV.
  if (request.response_format === 'pcm')
    return void res.writeHead(200, { 'content-type': 'audio/pcm' }).end(wav.subarray(44));
  res.writeHead(200, { 'content-type': 'audio/wav' }).end(wav);
}

/**
 * An ElevenLabs account where some premade voices of our static table are retired (Lily, Charlie)
 * and others took their place, and a Murf account without some catalogue names.
 */
const ACCOUNT_VOICES = {
  elevenlabs: [
    {
      voice_id: 'pNInz6obpgDQGcFmaJgB',
      name: 'Adam',
      category: 'premade',
      labels: { gender: 'male', accent: 'american' },
    },
    { voice_id: 'alice-gb-f', name: 'Alice', category: 'premade', labels: { gender: 'female', accent: 'british' } },
    { voice_id: 'lee-au-m', name: 'Lee', category: 'premade', labels: { gender: 'male', accent: 'australian' } },
  ],
  murf: [
    { voiceId: 'en-US-ken', displayName: 'Ken (M)', gender: 'Male', locale: 'en-US', accent: 'US & Canada' },
    { voiceId: 'en-UK-ruby', displayName: 'Ruby (F)', gender: 'Female', locale: 'en-UK', accent: 'UK' },
    { voiceId: 'en-UK-hugo', displayName: 'Hugo (M)', gender: 'Male', locale: 'en-UK', accent: 'UK' },
  ],
};

export async function startFakeStudio(): Promise<FakeStudio> {
  const fake: FakeStudio = {
    url: '',
    mode: 'ok',
    accountVoices: structuredClone(ACCOUNT_VOICES),
    requests: [],
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '';
      fake.requests.push({ path, headers: req.headers, body });
      if (req.method === 'GET' && path === '/v1/speech/voices') {
        if (req.headers['api-key'] !== FAKE_KEY)
          return void res.writeHead(401).end('{"errorMessage":"Invalid api key"}');
        if (failure(res, fake.mode, 'murf')) return;
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(fake.accountVoices.murf));
      }
      if (req.method === 'GET' && /^\/v1\/voices(\?|$)/.test(path)) {
        if (req.headers['xi-api-key'] !== FAKE_KEY)
          return void res.writeHead(401).end('{"detail":{"status":"invalid_api_key"}}');
        if (failure(res, fake.mode, 'elevenlabs')) return;
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ voices: fake.accountVoices.elevenlabs }));
      }
      if (path === '/v1/speech/generate') {
        if (req.headers['api-key'] !== FAKE_KEY)
          return void res
            .writeHead(401, { 'content-type': 'application/json' })
            .end(JSON.stringify({ errorMessage: 'Invalid api key', errorCode: 401 }));
        if (failure(res, fake.mode, 'murf')) return;
        const { text } = JSON.parse(body.toString()) as { text: string };
        const wav = speak(text);
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            encodedAudio: wav.toString('base64'),
            audioLengthInSeconds: (wav.length - 44) / 2 / RATE,
          }),
        );
      }
      if (path.startsWith('/v1/text-to-speech/') || path === '/v1/voices/add') {
        if (req.headers['xi-api-key'] !== FAKE_KEY)
          return void res
            .writeHead(401, { 'content-type': 'application/json' })
            .end(JSON.stringify({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } }));
        if (failure(res, fake.mode, 'elevenlabs')) return;
        if (path === '/v1/voices/add')
          return void res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ voice_id: 'cloned-voice-1', requires_verification: false }));
        const { text } = JSON.parse(body.toString()) as { text: string };
        return void res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(speak(text));
      }
      if (path === '/v1/audio/speech') return void openAiSpeech(res, fake.mode, req.headers, body);
      res.writeHead(404).end();
    });
  });
  // An idle connection stays open a minute, as the real services keep theirs: with Node's 5 s, a
  // client reusing it after a slow test (a loaded machine) met the close mid-request, "fetch failed".
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
