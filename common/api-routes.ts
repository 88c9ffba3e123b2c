import { z } from 'zod';
import {
  adminLoginBody,
  adminStatusReply,
  authStatusReply,
  authUserReply,
  requestLoginBody,
  successReply,
  verifyBody,
} from './schemas/auth.js';
import { businessProfileBody, businessProfileReply } from './schemas/business-profile.js';
import { draftBody, draftReply } from './schemas/draft.js';
import { translateWordsBody, translateWordsReply, translationAvailableReply } from './schemas/spanish-words.js';
import { jobParams, jobQuery, jobStatusReply } from './schemas/jobs.js';
import {
  libraryIdParams,
  libraryItemReply,
  libraryListReply,
  renameLibraryBody,
  replaceLibraryAudioBody,
  saveLibraryBody,
  saveLibraryReply,
} from './schemas/library.js';
import { healthReply, sampleMessagesReply } from './schemas/misc.js';
import {
  connectionBody,
  connectionIdParams,
  connectionSavedReply,
  connectionsReply,
  itemPublishingReply,
  menuPublishingReply,
  publishBody,
  publishDoneReply,
} from './schemas/publishing.js';
import {
  createPhoneLinkBody,
  phoneLinkIdParams,
  phoneLinkReply,
  phoneLinkSettings,
  phoneLinksReply,
  programmeDeletedReply,
  playsQuery,
  playsReply,
} from './schemas/phone-links.js';
import { programmeIdParams, programmeSaved, programmeSettings, programmesReply } from './schemas/programmes.js';
import {
  fromSuggestionBody,
  programmeSuggestionBody,
  programmeSuggestionReply,
} from './schemas/programme-suggestion.js';
import { mixAudioBody, mixAudioReply, mixStateReply } from './schemas/mix.js';
import { adminMusicTrack, musicTrack, musicTrackParams } from './schemas/music.js';
import {
  phoneMenuIdParams,
  phoneMenuSaved,
  phoneMenuSettings,
  phoneMenusReply,
  voicemailIdParams,
  voicemailsReply,
} from './schemas/phone-menus.js';
import {
  pronunciationBody,
  pronunciationIdParams,
  pronunciationReply,
  pronunciationsReply,
} from './schemas/pronunciations.js';
import {
  generateScriptBody,
  generateScriptReply,
  listScriptsParams,
  listScriptsQuery,
  saveScriptBody,
  saveScriptReply,
  savedScriptsReply,
  scriptIdParams,
} from './schemas/scripts.js';
import {
  previewVoiceBody,
  previewVoiceReply,
  synthesizeVoiceBody,
  synthesizeVoiceReply,
  audioIdParams,
  uploadVoiceReply,
  voicesReply,
} from './schemas/voices.js';

/**
 * The JSON API in one place: each route's method and path, and the schemas of what it takes and
 * answers. The server declares its Fastify schemas from here (server/src/http/route-schema.ts) and
 * the client's `api` takes its types from here, so a contract is written once.
 *
 * Not here, on purpose: routes that answer with bytes rather than JSON (GET /api/audio/:id, the
 * exports, /static/*) and the multipart uploads' bodies, which are read part by part.
 */
export interface ApiRoute {
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The 200 answer. */
  reply: z.ZodType;
  /** Other statuses with their own shape: 202 for job-backed calls, 201 for uploads, 503 for health. */
  also?: Record<number, z.ZodType>;
}

const jobBacked = { 202: jobStatusReply };
/** A phone link as it stands after the owner created, changed or readdressed it. */
const phoneLinkSaved = z.object({ success: z.literal(true), link: phoneLinkReply });

export const apiRoutes = {
  'GET /api/health': { reply: healthReply, also: { 503: healthReply } },
  'POST /api/auth/request-login': { body: requestLoginBody, reply: successReply },
  'POST /api/auth/verify': { body: verifyBody, reply: successReply },
  'GET /api/auth/user': { reply: authUserReply },
  'GET /api/auth/status': { reply: authStatusReply },
  'POST /api/auth/logout': { reply: successReply },
  'POST /api/auth/sign-out-others': { reply: successReply },
  'POST /api/admin/login': {
    body: adminLoginBody,
    reply: successReply.extend({ username: z.string() }),
  },
  'GET /api/admin/auth-status': { reply: adminStatusReply },
  'POST /api/admin/logout': { reply: z.object({ success: z.literal(true) }) },
  'GET /api/voices': { reply: voicesReply },
  'POST /api/synthesize-voice': { body: synthesizeVoiceBody, reply: synthesizeVoiceReply, also: jobBacked },
  'POST /api/synthesize-voice/speculative': { body: synthesizeVoiceBody, reply: jobStatusReply, also: jobBacked },
  'POST /api/preview-voice': { body: previewVoiceBody, reply: previewVoiceReply },
  'POST /api/elevenlabs/upload-voice': { reply: uploadVoiceReply },
  'POST /api/mix-audio': { body: mixAudioBody, reply: mixAudioReply, also: jobBacked },
  'POST /api/mix-audio/speculative': { body: mixAudioBody, reply: jobStatusReply, also: jobBacked },
  'GET /api/mixes/:id': { params: audioIdParams, reply: mixStateReply },
  'GET /api/jobs/:id': { params: jobParams, query: jobQuery, reply: jobStatusReply },
  'DELETE /api/jobs/:id': { params: jobParams, reply: jobStatusReply },
  'POST /api/generate-script': { body: generateScriptBody, reply: generateScriptReply },
  'GET /api/scripts/:messageType': {
    params: listScriptsParams,
    query: listScriptsQuery,
    reply: savedScriptsReply,
  },
  'POST /api/save-script': { body: saveScriptBody, reply: saveScriptReply },
  'GET /api/spanish-words/translation': { reply: translationAvailableReply },
  'POST /api/spanish-words/translation': { body: translateWordsBody, reply: translateWordsReply },
  'DELETE /api/scripts/:id': { params: scriptIdParams, reply: successReply },
  'GET /api/library': { reply: libraryListReply },
  'POST /api/library': { body: saveLibraryBody, reply: saveLibraryReply },
  'DELETE /api/library/:id': { params: libraryIdParams, reply: successReply },
  'GET /api/library/:id': { params: libraryIdParams, reply: libraryItemReply },
  'PUT /api/library/:id/title': { params: libraryIdParams, body: renameLibraryBody, reply: saveLibraryReply },
  'PUT /api/library/:id/audio': { params: libraryIdParams, body: replaceLibraryAudioBody, reply: saveLibraryReply },
  'POST /api/library/:id/copy': { params: libraryIdParams, reply: saveLibraryReply },
  'GET /api/music-tracks': { reply: z.array(musicTrack) },
  'POST /api/upload-music': { reply: adminMusicTrack, also: { 201: adminMusicTrack } },
  'DELETE /api/music-tracks/:id': { params: musicTrackParams, reply: successReply },
  'GET /api/admin/music-tracks': { reply: z.array(adminMusicTrack) },
  'POST /api/admin/music-tracks/:id/publish': { params: musicTrackParams, reply: successReply },
  'GET /api/sample-messages': { reply: sampleMessagesReply },
  'GET /api/pronunciations': { reply: pronunciationsReply },
  'POST /api/pronunciations': { body: pronunciationBody, reply: pronunciationReply, also: { 201: pronunciationReply } },
  'DELETE /api/pronunciations/:id': { params: pronunciationIdParams, reply: successReply },
  'GET /api/draft': { reply: draftReply },
  'PUT /api/draft': { body: draftBody, reply: draftReply },
  'DELETE /api/draft': { reply: successReply },
  'GET /api/profile': { reply: businessProfileReply },
  'PUT /api/profile': { body: businessProfileBody, reply: businessProfileReply },
  'DELETE /api/profile': { reply: successReply },
  'GET /api/programmes': { reply: programmesReply },
  'POST /api/programmes': { body: programmeSettings, reply: programmeSaved },
  'GET /api/programmes/:id': { params: programmeIdParams, reply: programmeSaved },
  'PUT /api/programmes/:id': { params: programmeIdParams, body: programmeSettings, reply: programmeSaved },
  'DELETE /api/programmes/:id': { params: programmeIdParams, reply: programmeDeletedReply },
  'POST /api/programmes/:id/render': { params: programmeIdParams, reply: programmeSaved, also: jobBacked },
  'POST /api/programmes/suggestion': { body: programmeSuggestionBody, reply: programmeSuggestionReply },
  'POST /api/programmes/from-suggestion': { body: fromSuggestionBody, reply: programmeSaved, also: jobBacked },
  'GET /api/phone-links': { reply: phoneLinksReply },
  'POST /api/phone-links': { body: createPhoneLinkBody, reply: phoneLinkSaved },
  'PUT /api/phone-links/:id': { params: phoneLinkIdParams, body: phoneLinkSettings, reply: phoneLinkSaved },
  'POST /api/phone-links/:id/new-address': { params: phoneLinkIdParams, reply: phoneLinkSaved },
  'DELETE /api/phone-links/:id': { params: phoneLinkIdParams, reply: z.object({ success: z.literal(true) }) },
  'GET /api/phone-links/:id/plays': { params: phoneLinkIdParams, query: playsQuery, reply: playsReply },
  'GET /api/phone-menus': { reply: phoneMenusReply },
  'POST /api/phone-menus': { body: phoneMenuSettings, reply: phoneMenuSaved },
  'GET /api/phone-menus/:id': { params: phoneMenuIdParams, reply: phoneMenuSaved },
  'PUT /api/phone-menus/:id': { params: phoneMenuIdParams, body: phoneMenuSettings, reply: phoneMenuSaved },
  'DELETE /api/phone-menus/:id': { params: phoneMenuIdParams, reply: z.object({ success: z.literal(true) }) },
  /** Makes every enabled prompt whose words or voice changed since its last render; all or nothing. */
  'POST /api/phone-menus/:id/render': { params: phoneMenuIdParams, reply: phoneMenuSaved, also: jobBacked },
  'GET /api/phone-menus/:id/voicemails': { params: phoneMenuIdParams, reply: voicemailsReply },
  'DELETE /api/phone-menus/:id/voicemails/:voicemailId': {
    params: voicemailIdParams,
    reply: z.object({ success: z.literal(true) }),
  },
  /** Phone-system connections (issue 48, record 165): credentials go in, never come back. */
  'GET /api/connections': { reply: connectionsReply },
  'POST /api/connections': { body: connectionBody, reply: connectionSavedReply },
  /** Calls the system; a refusal is a test that did not pass (200), in the system's words. */
  'POST /api/connections/:id/test': { params: connectionIdParams, reply: connectionSavedReply },
  'DELETE /api/connections/:id': { params: connectionIdParams, reply: z.object({ success: z.literal(true) }) },
  'GET /api/phone-menus/:id/publishing': { params: phoneMenuIdParams, reply: menuPublishingReply },
  /** Sends the prompts new or changed since that connection's last publish; joins one under way. */
  'POST /api/phone-menus/:id/publish': {
    params: phoneMenuIdParams,
    body: publishBody,
    reply: publishDoneReply,
    also: jobBacked,
  },
  /** A Library message as one prompt (record 166): the same publish, one prompt. */
  'GET /api/library/:id/publishing': { params: libraryIdParams, reply: itemPublishingReply },
  'POST /api/library/:id/publish': {
    params: libraryIdParams,
    body: publishBody,
    reply: publishDoneReply,
    also: jobBacked,
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiRoutes = typeof apiRoutes;
export type ApiRouteKey = keyof ApiRoutes;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type KeysOf<M extends Method> = Extract<ApiRouteKey, `${M} ${string}`>;

/** The paths a route pattern stands for: '/api/jobs/:id' is any `/api/jobs/${string}`. */
type PathOf<P extends string> = P extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${PathOf<Rest>}`
  : P extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : P;

/** Every path the client may call with this method. */
export type PathsOf<M extends Method> = {
  [K in KeysOf<M>]: K extends `${M} ${infer P}` ? PathOf<P> : never;
}[KeysOf<M>];

/** The route a concrete path (with its parameters and query filled in) belongs to. */
type RouteOf<M extends Method, Path extends string> = {
  [K in KeysOf<M>]: K extends `${M} ${infer P}` ? (Path extends PathOf<P> ? ApiRoutes[K] : never) : never;
}[KeysOf<M>];

export type ReplyOf<M extends Method, Path extends string> = z.infer<RouteOf<M, Path>['reply']>;
export type BodyOf<M extends Method, Path extends string> =
  RouteOf<M, Path> extends { body: z.ZodType } ? z.input<RouteOf<M, Path>['body']> : undefined;
