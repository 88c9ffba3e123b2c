import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '#common/messages.js';
import { PHONE_LINK_FORMATS, type PhoneLinkFormat } from '#common/schemas/phone-links.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { sendBlob } from '../storage/send-blob.js';
import { countFetch } from './fetch-limit.js';
import { findLinkByToken, playableKeys, recordFetch, type PhoneLinkRow } from './link-store.js';
import { phoneUrl } from './link-shape.js';
import { parsePhoneAddress } from './phone-address.js';
import { phoneAudioKey, playingAudio } from './phone-audio.js';
import { whatPlaysNow } from './what-plays.js';
import { answerMenuCall, formOf, registerMenuCallRoutes } from './menu-call-routes.js';
import { liveMenuOf } from './published-menu.js';
import { sendTwiml } from './twiml.js';
import { requireTwilioSignature } from './twilio-signature.js';

/**
 * The addresses phone systems fetch without signing in (record 110, the deliberate exception to D7):
 * `/phone/<token>.mp3|.ulaw.wav|.pcm.wav` answer GET and HEAD with the audio the link plays now (a
 * Library item's, or a programme's last render: issue 40), and
 * `/phone/<token>.xml` answers GET and POST (Twilio's default) with TwiML playing the MP3, or, with a
 * phone menu published on the link, the menu (issue 38: menu-call-routes.ts, record 141). Nothing
 * else of the account is reachable. An unknown token, a link turned off and a link with nothing to
 * play all get the same 404, so the answer tells nothing about the link.
 *
 * The origin guard needs no exemption: it refuses only cross-site browser writes, and a phone
 * system's POST carries neither Origin nor Sec-Fetch-Site.
 */
export async function registerPublicRoutes(app: FastifyInstance, deps: AppDeps, jobs: JobQueue): Promise<void> {
  await app.register(async (phone) => {
    // Twilio posts its call as a form: read as name → value, for the signature and the menu (record 141).
    phone.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_MAX_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // Any other body tells nothing a phone system needs: read and dropped.
    phone.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
    phone.get<{ Params: { file: string } }>('/phone/:file', (request, reply) =>
      answer(deps, jobs, request, reply, 'any'),
    );
    phone.post<{ Params: { file: string } }>('/phone/:file', (request, reply) =>
      answer(deps, jobs, request, reply, 'twiml'),
    );
    registerMenuCallRoutes(phone, deps);
  });
}

/** A webhook's form is a few hundred bytes; Twilio's longest is far under this. */
const FORM_MAX_BYTES = 16 * 1024;

const notFound = () => new AppError(404, messages.generic.notFound);

async function answer(
  deps: AppDeps,
  jobs: JobQueue,
  request: FastifyRequest<{ Params: { file: string } }>,
  reply: FastifyReply,
  accepts: 'any' | 'twiml',
): Promise<FastifyReply> {
  const address = parsePhoneAddress(request.params.file);
  if (!address || (accepts === 'twiml' && address.format !== 'twiml')) throw notFound();
  if (address.format === 'twiml') requireTwilioSignature(deps.config, request, formOf(request.body));
  const { db } = deps.database;
  const link = await findLinkByToken(db, address.token);
  if (!link?.enabled) throw notFound();
  const now = deps.clock.now();
  await countFetch(db, link.id, now);
  await recordFetch(db, link.id, request.headers['user-agent'], now);
  if (address.format === 'twiml') {
    // With a menu published the call gets the menu (record 110 amended by issue 38); else the audio on a loop.
    const live = await liveMenuOf(db, link);
    if (live) return answerMenuCall(deps, reply, link, live);
    const mp3 = phoneUrl(deps.config.publicUrl, link.token, PHONE_LINK_FORMATS.mp3.suffix);
    return sendTwiml(reply, [{ verb: 'Play', attributes: { loop: 0 }, body: mp3 }]);
  }
  return sendPlaying(deps, jobs, request, reply, link, address.format, now);
}

/** The audio the link plays now, with what caches need to keep it for 5 minutes and ask again cheaply. */
async function sendPlaying(
  deps: AppDeps,
  jobs: JobQueue,
  request: FastifyRequest,
  reply: FastifyReply,
  link: PhoneLinkRow,
  format: PhoneLinkFormat,
  now: Date,
): Promise<FastifyReply> {
  const { db } = deps.database;
  const playing = await playingAudio(db, link.userId, whatPlaysNow(link, now, await playableKeys(db, link)).now);
  if (!playing) throw notFound();
  const key = await phoneAudioKey(deps, jobs, link.userId, playing.file, format);
  return sendBlob(request, reply, deps.store, key, {
    contentType: PHONE_LINK_FORMATS[format].contentType,
    // A change reaches callers within 5 minutes, however many calls a cache answers meanwhile.
    cacheControl: 'public, max-age=300',
    validators: {
      // The file id changes when the owner replaces the item's audio, a programme is made again, or the schedule switches.
      etag: `"${playing.file.id}.${format}"`,
      // A change of settings can switch to other audio too: the later of the two times.
      lastModified: new Date(Math.max(playing.updatedAt.getTime(), link.updatedAt.getTime())),
      // A schedule can switch back to an item older than the cache's copy: then only the tag tells.
      datesValidate: link.rules.length === 0,
    },
  });
}
