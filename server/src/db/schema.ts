import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BusinessProfile } from '#common/schemas/business-profile.js';
import type { Draft } from '#common/schemas/draft.js';
import type { ScheduleRule } from '#common/schemas/phone-links.js';
import type { PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import type { TargetSystemId } from '#common/phone-system-limits.js';
import type { JobStage } from '#common/schemas/jobs.js';
import type { Recipe, VoiceRecipe } from '#common/schemas/recipe.js';
import type { MessageLanguage } from '#common/message-language.js';

/** The database schema. Migrations in ./migrations are generated from it by `npm run db:generate`. */

/**
 * What the mix measured in a voice recording (mix/voice-analysis.ts), kept with the recording so a
 * mix on any worker uses it instead of measuring the voice again (record 105). Numbers, no audio.
 */
export interface StoredVoiceAnalysis {
  /** The analysis version (MIX_CACHE_VERSION) it was made with: another version is measured again. */
  version: number;
  /** The mastered voice's integrated loudness; null for silence. */
  loudnessLufs: number | null;
  /** Where it speaks, [start, end] in seconds. */
  speech: [number, number][];
  /** The gain (dB) that brought the equalised voice to its level before the compressor. */
  preGainDb: number;
  /** The peak limiter's ceiling (dBFS) after the compressor. */
  ceilingDb: number;
}

/** How a matched clone sounds on the offline engine (see voice/local/offline-voices.ts); kept with its custom voice. */
export interface LocalTuning {
  /** A Flite voice compiled into the WebAssembly build. */
  base: 'rms' | 'awb' | 'kal16' | 'slt';
  /** Intonation target mean in Hz; only the `slt` voice honours it. */
  f0Hz?: number;
  /** Speaker size: > 1 shifts pitch and formants up together (a smaller, brighter voice). */
  size: number;
  /** Duration multiplier: > 1 speaks slower. */
  pace: number;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/** Login links: only the SHA-256 of the token is stored; a token is bound to the e-mail it was sent to. */
export const loginTokens = pgTable(
  'login_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * User and admin sessions, one table: `kind` keeps them apart so an admin session never
 * authenticates a user request and the reverse. The id in the cookie is stored only as a hash.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    kind: text('kind', { enum: ['user', 'admin'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminUsername: text('admin_username'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry; idle expiry is computed from lastSeenAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);

/** The administrator account (record 057): only a scrypt hash of the password is stored. */
export const adminAccounts = pgTable('admin_accounts', {
  username: text('username').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Fixed-window counters shared by every server process: login-link requests per e-mail and per IP,
 * and failed admin logins per account and per IP (with a lock-out time).
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Music tracks an admin uploaded (the built-in ones live in assets/music and the code). The audio
 * is the blob-store object music/<id>.mp3; the id is checked against [a-z0-9-]+ before it is used in a key.
 * A track that would mostly vanish on a phone line is stored `held`: users neither see nor mix
 * with it until an admin publishes it (record 106; the rule is `usableByUsers` in music/uploaded-tracks.ts).
 */
export const musicTracks = pgTable(
  'music_tracks',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: createdAt(),
    /**
     * What a landline takes from its loudness, in dB (LU; Infinity when nothing is left), measured at
     * upload. Null for tracks uploaded before it was kept, for silence, and when the measurement failed.
     */
    lineLossDb: real('line_loss_db'),
    /** Waiting for an admin to publish it; false for every track uploaded before holds existed. */
    held: boolean('held').notNull().default(false),
    /** Who published a held track, and when; null for tracks that were never held. */
    publishedBy: text('published_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  // A held track shows the admin why it is held, so it always has its figure.
  (t) => [check('music_tracks_held_has_line_loss', sql`not ${t.held} or ${t.lineLossDb} is not null`)],
);

/**
 * Audio made for a user: voice renders, previews, and (from the mixing step on) final mixes.
 * The audio itself is the blob-store object audio/<fileName> (a random name, outside every static
 * folder), served only to its owner by GET /api/audio/:id. `expiresAt` null means "kept until deleted";
 * housekeeping deletes the file and the row once it has passed (final files: 24 hours, record 056).
 */
export const audioFiles = pgTable(
  'audio_files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'programme': an on-hold programme's render (issue 25, record 117), kept until replaced or deleted. */
    /** 'menu-prompt': a phone menu's prompt (issue 38), kept until replaced or the menu is deleted; 'voicemail': left on a live menu, kept 30 days. */
    kind: text('kind', { enum: ['voice', 'preview', 'mix', 'programme', 'menu-prompt', 'voicemail'] }).notNull(),
    /**
     * The object's name under audio/ in the blob store, never a path: `<id>.<format>` since record
     * 105 (a random name before). A Library item's row names its source mix's object: rows share
     * objects, and one is deleted only when no live row names it (record 115).
     */
    fileName: text('file_name').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * Who said a voice or preview: the engine, its speaker and revision (speech-provider.ts
     * speakerOf), so a recording is never taken for another engine's. Null for mixes.
     */
    speaker: text('speaker'),
    /** A voice's analysis for its mixes, made when it is recorded (record 105). Null until measured, and for other kinds. */
    voiceAnalysis: jsonb('voice_analysis').$type<StoredVoiceAnalysis>(),
    /** A mix's voice recording: the audio file it was made from (record 105); null for other kinds, or once that row is gone. */
    recordingId: uuid('recording_id').references((): AnyPgColumn => audioFiles.id, { onDelete: 'set null' }),
    /**
     * How it was made (record 108): a voice keeps the request it was rendered from, a mix the whole
     * recipe (the voice's, its music, the message's fields). Kept through the tombstone, so an expired
     * mix can be made again. Null for previews, and for audio made before recipes were kept.
     */
    recipe: jsonb('recipe').$type<Recipe | VoiceRecipe>(),
  },
  (t) => [
    index('audio_files_user_idx').on(t.userId),
    index('audio_files_expires_idx').on(t.expiresAt),
    index('audio_files_file_name_idx').on(t.fileName),
  ],
);

/**
 * A user's own voices (record 053): an ElevenLabs instant clone (`externalVoiceId` set) or, with
 * no ElevenLabs key, a local voice matched to the sample (base voice, pitch and pace in `localTuning`).
 * `consentAt` records when the user confirmed they have the speaker's consent.
 */
export const customVoices = pgTable(
  'custom_voices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    provider: text('provider', { enum: ['elevenlabs', 'local'] }).notNull(),
    externalVoiceId: text('external_voice_id'),
    /** The catalogue voice the voice is built on, or was matched to. */
    baseVoiceId: text('base_voice_id').notNull(),
    localTuning: jsonb('local_tuning').$type<LocalTuning>(),
    sampleSeconds: real('sample_seconds').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('custom_voices_user_idx').on(t.userId)],
);

/**
 * Scripts a user saved in step 3 (spec §3 "Saved script"). Listed per user and message type,
 * newest first, for the user's current day (record 055); the index serves exactly that query.
 */
/** A user's pronunciation dictionary (record 073): a word or phrase, how to say it, optional IPA. */
export const pronunciations = pgTable(
  'pronunciations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    /** The term in lower case with single spaces: one entry per term and user, whatever its case. */
    termKey: text('term_key').notNull(),
    sayAs: text('say_as').notNull(),
    ipa: text('ipa'),
    /** The messages it applies to, `en` or `es` (record 144): a term may sound one way in each. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pronunciations_user_language_term_idx').on(t.userId, t.language, t.termKey)],
);

/**
 * The wizard's draft (record 090): one per user, the whole draft as JSON checked by draftBody on
 * the way in. Replaced on every save; deleted by Create New Message and with its user.
 */
export const drafts = pgTable('drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Draft>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The business profile (record 107): step 1's answers, one row per account, kept across messages
 * and filled into each new one. The values are those step 1's schema accepted.
 */
export const businessProfiles = pgTable('business_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  companyWebsite: text('company_website').notNull(),
  industry: text('industry').$type<BusinessProfile['industry']>().notNull(),
  useCustomSector: boolean('use_custom_sector').notNull(),
  customSector: text('custom_sector').notNull(),
  keyProducts: text('key_products').notNull(),
  /** The sector and services in Spanish (record 155), said by Spanish scripts; '' when not given. */
  spanishCustomSector: text('spanish_custom_sector').notNull().default(''),
  spanishKeyProducts: text('spanish_key_products').notNull().default(''),
  /** An IANA name, like Europe/London. */
  timeZone: text('time_zone').notNull(),
  messageLength: text('message_length').$type<BusinessProfile['messageLength']>().notNull(),
  tone: text('tone').$type<BusinessProfile['tone']>().notNull(),
  enableParagraphPauses: boolean('enable_paragraph_pauses').notNull(),
  pauseLength: text('pause_length').$type<BusinessProfile['pauseLength']>().notNull(),
  /** The language of new messages (record 144): `en` or `es`. */
  language: text('language').$type<BusinessProfile['language']>().notNull().default('en'),
  /** Its messages are said in both languages (record 145). */
  bilingual: boolean('bilingual').notNull().default(false),
  /** Step 3's hours and offers, kept only when the user agreed in the suggested-programme dialog (record 118, issue 40). */
  businessHours: text('business_hours').notNull().default(''),
  promotionItems: jsonb('promotion_items').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const savedScripts = pgTable(
  'saved_scripts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageType: text('message_type').notNull(),
    content: text('content').notNull(),
    /** The script's language (record 144); a row from before it is English. */
    language: text('language').$type<MessageLanguage>().notNull().default('en'),
    /** A bilingual message's other-language script, saved with it by Save Script (record 155); '' when none. */
    secondContent: text('second_content').notNull().default(''),
    wordCount: integer('word_count').notNull(),
    /** Seconds, one decimal (record 054). */
    estimatedDuration: real('estimated_duration').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_scripts_user_type_created_idx').on(t.userId, t.messageType, t.createdAt)],
);

/**
 * Final messages a user saved to the Library (record 056): kept until the user deletes them. Each owns its
 * own audio_files row (kind 'mix', expiresAt null), a copy of the 24-hour mix, so the Library copy
 * outlives the mix; deleting that audio row deletes the item with it (cascade).
 */
export const libraryItems = pgTable(
  'library_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audioFileId: uuid('audio_file_id')
      .notNull()
      .unique()
      .references(() => audioFiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Seconds. */
    duration: real('duration').notNull(),
    byteSize: integer('byte_size').notNull(),
    /**
     * The message type it was made as (MESSAGE_TYPES, checked by the API), which opens the Guide on
     * the matching tab (record 099). Null for items saved before it was kept, or saved without one.
     */
    messageType: text('message_type'),
    /** How it was made (record 108): reopened from it in the studio. Null for items saved before recipes were kept. */
    recipe: jsonb('recipe').$type<Recipe>(),
    /**
     * The 24-hour mix it was saved from (no reference: that row goes long before the item), so step 5
     * and the Guide know that mix is already kept. Null for copies and items saved before record 108.
     */
    sourceAudioId: uuid('source_audio_id'),
    createdAt: createdAt(),
    /** When its audio was last replaced or it was renamed; its creation until then. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('library_items_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * Phone links (issue 26, record 110): an address a phone system fetches without signing in, playing
 * a default Library item or, while one of the ordered rules matches, another. A user may have several.
 */
export const phoneLinks = pgTable(
  'phone_links',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The address's secret: 256 random bits, base64url. Kept as is, unlike login tokens and sessions,
     * because the owner copies the address again and again; it grants only the audio the link plays,
     * and a new address replaces it at once.
     */
    token: text('token').notNull().unique(),
    /** Null once the item is deleted: the link then has nothing to play until the owner chooses one. */
    defaultItemId: uuid('default_item_id').references(() => libraryItems.id, { onDelete: 'set null' }),
    /**
     * Or a programme, whose last render plays (issue 40); null likewise once it is deleted. At most
     * one of the two is set (the check below); the API sets exactly one.
     */
    defaultProgrammeId: uuid('default_programme_id').references((): AnyPgColumn => programmes.id, {
      onDelete: 'set null',
    }),
    /** An IANA name, like Europe/London: the rules' dates and hours are read in it. */
    timeZone: text('time_zone').notNull(),
    /** The contract's ordered rules; a rule's item or programme is not referenced, so a deleted one falls back to the default. */
    rules: jsonb('rules').$type<ScheduleRule[]>().notNull().default([]),
    /**
     * A phone menu published on the link (issue 38, record 110 amended): its TwiML address answers
     * calls with the menu. Null when none, or once the menu is deleted.
     */
    menuId: uuid('menu_id').references((): AnyPgColumn => phoneMenus.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    /** Written at most once a minute per link, so a busy line does not write on every fetch. */
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    /** The fetcher's user agent, at most 200 characters. */
    lastFetchedBy: text('last_fetched_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_links_user_created_idx').on(t.userId, t.createdAt),
    // Deleting a Library item sets its links' default to null: found by this index, not a scan.
    index('phone_links_default_item_idx').on(t.defaultItemId),
    // And deleting a programme.
    index('phone_links_default_programme_idx').on(t.defaultProgrammeId),
    index('phone_links_menu_idx').on(t.menuId),
    check('phone_links_one_default', sql`${t.defaultItemId} IS NULL OR ${t.defaultProgrammeId} IS NULL`),
  ],
);

/**
 * On-hold programmes (issue 25, record 117): Library items in playing order over one music bed, and
 * the last render. The items are not referenced (a jsonb list, an item may recur): one deleted since
 * shows as such and blocks the render until the owner removes it.
 */
export const programmes = pgTable(
  'programmes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    itemIds: jsonb('item_ids').$type<string[]>().notNull(),
    trackId: text('track_id').notNull(),
    volume: integer('volume').notNull(),
    gapSeconds: real('gap_seconds').notNull(),
    targetSystem: text('target_system').$type<TargetSystemId>().notNull(),
    /** The last render (kind 'programme'); null before the first, or once that row is gone. */
    audioId: uuid('audio_id').references(() => audioFiles.id, { onDelete: 'set null' }),
    /** Where the playlist cuts the render into files: seconds, the first 0. */
    cuts: jsonb('cuts').$type<number[]>(),
    /** The items' titles when it was rendered, one per cut: the playlist's file names, whatever changed since. */
    renderedTitles: jsonb('rendered_titles').$type<string[]>(),
    /** What the render was made from (programme-signature.ts): differs from now's once anything changed. */
    renderedSignature: text('rendered_signature'),
    /** The last render job asked for, so a reload can follow it while it is queued or running. */
    renderJobId: text('render_job_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('programmes_user_idx').on(t.userId)],
);

/**
 * Phone menus (issue 38): a call flow, kept whole as the owner's settings (the contract's
 * `phoneMenuSettings`), and each prompt's last render in `menu_prompts`.
 */
export const phoneMenus = pgTable(
  'phone_menus',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    settings: jsonb('settings').$type<PhoneMenuSettings>().notNull(),
    /** The last make job asked for, so a reload can follow it while it is queued or running. */
    renderJobId: text('render_job_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_menus_user_idx').on(t.userId)],
);

/**
 * A menu prompt's last render, by the prompt's key (common/phone-menu-prompts.ts). `version` counts
 * its renders: file names and public addresses carry it, so a changed prompt is never hidden behind a
 * phone system's cached copy, while the prompt's name stays the same.
 */
export const menuPrompts = pgTable(
  'menu_prompts',
  {
    menuId: uuid('menu_id')
      .notNull()
      .references(() => phoneMenus.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Kind 'menu-prompt'; null once that row is gone. */
    audioId: uuid('audio_id').references(() => audioFiles.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    /** What the render was made from (voice, speaker, words, pronunciations): differs once any changed. */
    signature: text('signature'),
    durationSeconds: real('duration_seconds'),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.key] })],
);

/** A voicemail a caller left on a live menu (Twilio `<Record>`), kept 30 days with its audio row (kind 'voicemail'). */
export const menuVoicemails = pgTable(
  'menu_voicemails',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => phoneMenus.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audioId: uuid('audio_id').references(() => audioFiles.id, { onDelete: 'set null' }),
    /** Twilio's `RecordingSid`: a callback retried by Twilio keeps one voicemail. */
    recordingSid: text('recording_sid').notNull().unique(),
    /** The caller's number (`From`), null when withheld. */
    fromNumber: text('from_number'),
    durationSeconds: real('duration_seconds').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('menu_voicemails_menu_idx').on(t.menuId, t.receivedAt),
    index('menu_voicemails_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The durable job queue (server/src/jobs, records 020 and 102): every piece of audio work. A worker
 * claims a queued job (or one whose lease ran out because its node died) with FOR UPDATE SKIP LOCKED
 * and keeps its lease alive by heartbeats. While a job is queued or running its dedupe key is unique,
 * so identical requests share it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').notNull(),
    /** queued | running | done | failed | cancelled */
    state: text('state').notNull().default('queued'),
    /** Its index in JOB_PRIORITIES (jobs/job-definition.ts): claimed lowest first. */
    priority: smallint('priority').notNull().default(1),
    /** Whether it counts against its user's cap of jobs under way. */
    capped: boolean('capped').notNull().default(true),
    /** How far a long job is, 0 to 1, as its handler last said; null for jobs that do not say. */
    progress: real('progress'),
    /** What a long job of several pieces is doing now (JobStage, record 156); null for jobs that do not say. */
    stage: jsonb('stage').$type<JobStage>(),
    attempts: integer('attempts').notNull().default(0),
    /** Times it stopped moving and was run again (record 161): once only, then it fails. */
    stalls: smallint('stalls').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    result: jsonb('result'),
    /** { status, message }: the AppError the waiting request answers with. */
    error: jsonb('error'),
    createdAt: createdAt(),
    /**
     * Queue order: jobs are claimed and placed by it. Not `created_at`: PGlite's clock has
     * millisecond resolution, so jobs queued within one millisecond tied and took turns in any order.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_active_dedupe_idx')
      .on(t.dedupeKey)
      .where(sql`state in ('queued', 'running')`),
    index('jobs_state_priority_seq_idx').on(t.state, t.priority, t.seq),
    index('jobs_user_state_idx').on(t.userId, t.state),
    index('jobs_kind_finished_idx').on(t.kind, t.finishedAt),
  ],
);

/**
 * The nodes that speak (ROLE all or worker) and which neural voice each has (record 128): a node
 * without it refuses to start while another that has it was seen in the last minutes, since the
 * same catalogue voice would sound different on the two.
 */
export const speakingNodes = pgTable('speaking_nodes', {
  nodeId: text('node_id').primaryKey(),
  /** The neural voice's identity (model and its checksum), or null for a node without it. */
  neuralVoice: text('neural_voice'),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cluster-wide periodic tasks (housekeeping): the node that moves next_run_at forward runs the task. */
export const scheduledTasks = pgTable('scheduled_tasks', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunBy: text('last_run_by'),
});

/**
 * A business's connection to a phone system it publishes prompts to (issue 48, record 165): what it
 * reaches (shown to the owner) and its credentials, sealed with the node's key (crypto/sealed-box.ts),
 * never sent back to a browser.
 */
export const phoneConnections = pgTable(
  'phone_connections',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** PhoneSystemKind (publishing/phone-system.ts). */
    system: text('system').notNull(),
    target: jsonb('target').$type<Record<string, unknown>>().notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    /** The last Test connection: when, whether it passed, and what it said. */
    testedAt: timestamp('tested_at', { withTimezone: true }),
    testPassed: boolean('test_passed'),
    testSummary: text('test_summary'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_connections_user_idx').on(t.userId)],
);

/** What one publish sent, prompt by prompt (issue 48): shown on the menu's page. */
export interface PublishedPromptState {
  name: string;
  /** The versions of its languages' renders, as `en:3 es:2`. */
  version: string;
  state: 'waiting' | 'sent' | 'unchanged' | 'failed' | 'left';
  /** Why it failed, in the phone system's words. */
  message?: string;
}

/** One publish of a menu to a connection: when, by whom, and what went. */
export const publishes = pgTable(
  'publishes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => phoneConnections.id, { onDelete: 'cascade' }),
    /** What was published: a menu's prompts, or one Library message as a prompt; exactly one of the two. */
    menuId: uuid('menu_id').references(() => phoneMenus.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => libraryItems.id, { onDelete: 'cascade' }),
    /** Who asked: the account's email then. */
    byEmail: text('by_email').notNull(),
    status: text('status').$type<'running' | 'done' | 'partial' | 'refused'>().notNull().default('running'),
    /** What stopped it, in the phone system's words, when it was refused. */
    message: text('message'),
    prompts: jsonb('prompts').$type<PublishedPromptState[]>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('publishes_menu_idx').on(t.menuId, t.startedAt),
    index('publishes_item_idx').on(t.itemId, t.startedAt),
    check('publishes_one_subject', sql`num_nonnulls(${t.menuId}, ${t.itemId}) = 1`),
    // Two nodes never publish one menu, or one message, to one connection at once.
    uniqueIndex('publishes_running_idx')
      .on(t.connectionId, t.menuId)
      .where(sql`${t.status} = 'running'`),
    uniqueIndex('publishes_item_running_idx')
      .on(t.connectionId, t.itemId)
      .where(sql`${t.status} = 'running'`),
  ],
);

/**
 * What a connection holds of a menu's prompt: its id there and the version sent, so the next publish
 * sends only what changed and updates it in place.
 */
export const publishedPrompts = pgTable(
  'published_prompts',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => phoneConnections.id, { onDelete: 'cascade' }),
    menuId: uuid('menu_id')
      .notNull()
      .references(() => phoneMenus.id, { onDelete: 'cascade' }),
    /** The prompt's name there, as its pack names it. */
    name: text('name').notNull(),
    remoteId: text('remote_id').notNull(),
    version: text('version').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.menuId, t.name] })],
);

/**
 * What a connection holds of a Library message published as one prompt: the name it was given at its
 * first publish (kept when the message is renamed, so the flows that play it keep finding it), its
 * id there and the audio sent.
 */
export const publishedItems = pgTable(
  'published_items',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => phoneConnections.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => libraryItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    remoteId: text('remote_id').notNull(),
    /** The item's audio file id when sent: a replaced message has another. */
    version: text('version').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.itemId] })],
);
