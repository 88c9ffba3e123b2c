import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '#common/messages.js';
import { businessStateAt } from '#common/schedule.js';
import { audioFiles } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { RecordingNotFetchedError } from '../menu-voicemails/fetch-recording.js';
import { keepVoicemail } from '../menu-voicemails/keep-voicemail.js';
import { audioKey, contentTypeOf } from '../stored-audio/audio-files.js';
import { sendBlob } from '../storage/send-blob.js';
import { countFetch } from './fetch-limit.js';
import { findLinkByToken, recordFetch, type PhoneLinkRow } from './link-store.js';
import { answerCall, answerKey, answerVoicemailKept } from './menu-flow.js';
import { extensionOf, menuFlowOf, parsePromptFile } from './menu-flow-urls.js';
import { readMenuState } from './menu-state.js';
import { isPhoneToken } from './phone-address.js';
import { liveMenuOf, type LiveMenu } from './published-menu.js';
import { sendTwiml } from './twiml.js';
import { readTwilioParams } from './twilio-params.js';
import { requireTwilioSignature } from './twilio-signature.js';

/**
 * A phone menu answered live on Twilio through a phone link (issue 38, record 141), beside the
 * link's audio addresses (public-routes.ts). Twilio is not reachable from here: this speaks its
 * documented TwiML and webhooks, and the tests post to it over loopback as Twilio would. Every
 * address is under the link's token and reads only the menu that link publishes, as its owner's;
 * an unknown token, a link turned off and a link without a live menu give the same 404.
 */
export function registerMenuCallRoutes(phone: FastifyInstance, deps: AppDeps): void {
  phone.post<{ Params: { token: string }; Querystring: Record<string, unknown> }>(
    '/phone/:token/menu',
    async (request, reply) => {
      const { link, live, form } = await openCall(deps, request);
      const digits = readTwilioParams(form).Digits;
      const flow = menuFlowOf(deps.config.publicUrl, link.token, live);
      return sendTwiml(reply, answerKey(flow, readMenuState(request.query), digits));
    },
  );

  phone.post<{ Params: { token: string }; Querystring: Record<string, unknown> }>(
    '/phone/:token/voicemail',
    async (request, reply) => {
      const { live, form } = await openCall(deps, request);
      const params = readTwilioParams(form);
      if (!params.RecordingUrl || !params.RecordingSid) throw new AppError(400, messages.generic.badRequest);
      const callback = {
        recordingUrl: params.RecordingUrl,
        recordingSid: params.RecordingSid,
        // A number only: Twilio writes a withheld one as a word (`anonymous`), kept as none.
        from: params.From && /^\+\d{7,15}$/.test(params.From) ? params.From : null,
      };
      try {
        await keepVoicemail(deps, live.menu, callback, (err) =>
          request.log.error({ err }, 'the voicemail mail could not be sent'),
        );
      } catch (err) {
        // The caller has hung up or is about to: they are thanked either way, and the operator is told.
        if (!(err instanceof RecordingNotFetchedError)) throw err;
        request.log.warn({ err }, 'a voicemail recording was not kept');
      }
      return sendTwiml(reply, answerVoicemailKept(live.menu.settings, readMenuState(request.query)?.language));
    },
  );

  phone.get<{ Params: { token: string; file: string } }>('/phone/:token/prompts/:file', async (request, reply) => {
    const { live } = await openLink(deps, request.params.token);
    const asked = parsePromptFile(request.params.file);
    const prompt = asked && live.prompts.get(asked.id);
    const audio = prompt?.enabled ? prompt.audio : null;
    // Only the current render of an enabled prompt: an old version's address answers 404.
    if (!audio || audio.version !== asked!.version || extensionOf(audio.fileName) !== asked!.extension)
      throw new AppError(404, messages.generic.notFound);
    const [made] = await deps.database.db
      .select({ at: audioFiles.createdAt })
      .from(audioFiles)
      .where(eq(audioFiles.id, audio.audioId));
    if (!made) throw new AppError(404, messages.generic.notFound);
    return sendBlob(request, reply, deps.store, audioKey(audio), {
      contentType: contentTypeOf(audio),
      // A new render is a new version and so a new address: this one's bytes never change.
      cacheControl: 'public, max-age=31536000, immutable',
      validators: { etag: `"${audio.audioId}"`, lastModified: made.at, datesValidate: true },
    });
  });
}

/** The call's first answer on a link with a live menu (the TwiML address): by the menu's hours and closures. */
export function answerMenuCall(deps: AppDeps, reply: FastifyReply, link: PhoneLinkRow, live: LiveMenu): FastifyReply {
  const flow = menuFlowOf(deps.config.publicUrl, link.token, live);
  return sendTwiml(reply, answerCall(flow, businessStateAt(live.menu.settings, deps.clock.now())));
}

/** The link by its token, turned on, with a live menu, its fetch counted (record 110's limit); else 404 or 429. */
async function openLink(deps: AppDeps, token: string): Promise<{ link: PhoneLinkRow; live: LiveMenu }> {
  const { db } = deps.database;
  const link = isPhoneToken(token) ? await findLinkByToken(db, token) : undefined;
  const live = link?.enabled ? await liveMenuOf(db, link) : null;
  if (!link || !live) throw new AppError(404, messages.generic.notFound);
  await countFetch(db, link.id, deps.clock.now());
  return { link, live };
}

/** A webhook of the call: signed by Twilio when TWILIO_AUTH_TOKEN is set (403 otherwise), then the link. */
async function openCall(
  deps: AppDeps,
  request: FastifyRequest<{ Params: { token: string } }>,
): Promise<{ link: PhoneLinkRow; live: LiveMenu; form: Record<string, string> }> {
  const form = formOf(request.body);
  requireTwilioSignature(deps.config, request, form);
  const opened = await openLink(deps, request.params.token);
  await recordFetch(deps.database.db, opened.link.id, request.headers['user-agent'], deps.clock.now());
  return { ...opened, form };
}

/** The posted form as public-routes.ts parsed it; any other body counts as no parameters. */
export function formOf(body: unknown): Record<string, string> {
  return body && typeof body === 'object' ? (body as Record<string, string>) : {};
}
