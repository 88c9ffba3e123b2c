import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ALL_VOICES, languageOfVoice, type SpanishVoice } from '#common/spanish-voices.js';
import type { CatalogueVoice } from '#common/voices.js';
import type { AppDeps } from '../deps.js';
import type { LocalProvider } from './local/local-provider.js';
import { renderSpeech } from './render-speech.js';
import { writeFileAtomic } from '../storage/write-atomic.js';

/**
 * The voice previews at /static/voice-previews/{voiceId}.mp3 (the twelve, and the Spanish voices
 * where this node speaks Spanish, record 144), made by the product itself with the offline engine,
 * so they exist on a fresh clone with no keys and no network. main.ts renders
 * any missing ones at start; a request that arrives first renders its own on the spot.
 */
const PREFIX = '/static/voice-previews/';
const inFlight = new Map<string, Promise<void>>();

/**
 * Previews made by other voices are never served: the folder is named for the engine, speaker and
 * tuning behind every catalogue voice, so a node with other engines installed has its own.
 */
export function previewsDir(dataDir: string, local: LocalProvider): string {
  const voices = createHash('sha256')
    .update(JSON.stringify([local.version, local.listVoices()]))
    .digest('hex')
    .slice(0, 12);
  return path.join(dataDir, 'voice-previews', voices);
}

/** What a preview says, in the voice's own language: a Spanish voice is heard in Spanish (record 144). */
export function previewText(voice: CatalogueVoice | SpanishVoice): string {
  if (languageOfVoice(voice.id) === 'es')
    return `Hola, soy ${voice.name}. Gracias por llamar. Su llamada es muy importante para nosotros, y en un momento lo atenderá un miembro de nuestro equipo.`;
  return `Hello, I'm ${voice.name}. Thank you for calling. Your call is important to us, and a member of our team will be with you shortly.`;
}

/** The voices this node's offline engine speaks: a Spanish one only where an engine here speaks Spanish. */
const spokenHere = (local: LocalProvider) => ALL_VOICES.filter((voice) => local.catalogue[voice.id]);

/** Renders one preview unless it exists; concurrent callers share one render. */
function ensurePreview(
  deps: Pick<AppDeps, 'config' | 'ffmpeg'>,
  local: LocalProvider,
  voice: CatalogueVoice | SpanishVoice,
): Promise<void> {
  const file = path.join(previewsDir(deps.config.dataDir, local), `${voice.id}.mp3`);
  if (fs.existsSync(file)) return Promise.resolve();
  let pending = inFlight.get(file);
  if (!pending) {
    pending = (async () => {
      const speech = await renderSpeech(deps.ffmpeg.path, {
        provider: local,
        voice: { catalogueId: voice.id },
        settings: { rate: 0, pitch: 0 },
        script: previewText(voice),
        pauseSeconds: null,
      });
      await writeFileAtomic(file, speech.audio);
    })().finally(() => inFlight.delete(file));
    inFlight.set(file, pending);
  }
  return pending;
}

/** Called once at start: renders every missing preview in the background. */
export async function renderMissingPreviews(
  deps: Pick<AppDeps, 'config' | 'ffmpeg'>,
  local: LocalProvider,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const started = Date.now();
  for (const voice of spokenHere(local)) await ensurePreview(deps, local, voice);
  log.info({ ms: Date.now() - started }, 'voice previews ready');
}

export async function registerVoicePreviews(app: FastifyInstance, deps: AppDeps, local: LocalProvider): Promise<void> {
  const root = previewsDir(deps.config.dataDir, local);
  fs.mkdirSync(root, { recursive: true });
  // A preview asked for before it exists is rendered first, then served by the static handler.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(PREFIX)) return;
    const id = path.basename(request.url.slice(PREFIX.length).split('?')[0]!, '.mp3');
    const voice = spokenHere(local).find((v) => v.id === id);
    if (voice) await ensurePreview(deps, local, voice);
  });
  await app.register(fastifyStatic, {
    root,
    prefix: PREFIX,
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=3600');
    },
  });
}
