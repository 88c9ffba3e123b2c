import { eq } from 'drizzle-orm';
import { VOICEMAIL_KEEP_DAYS, VOICEMAIL_SECONDS_MAX } from '#common/schemas/phone-menus.js';
import { audioFiles, menuVoicemails, users } from '../db/schema.js';
import type { AppDeps } from '../deps.js';
import { durationSeconds, parseWav } from '../dsp/pcm.js';
import { voicemailEmail } from '../mail/voicemail-email.js';
import type { PhoneMenuRow } from '../phone-menus/menu-read.js';
import { audioKey, storeAudioFile } from '../stored-audio/audio-files.js';
import { fetchRecording, RecordingNotFetchedError, recordingWavUrl } from './fetch-recording.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Twilio stops at `maxLength`; a little over it is the beep and rounding, far over it is not our recording. */
const LENGTH_SLACK_SECONDS = 10;

/** What a `<Record action>` callback says of the recording (twilio-params.ts read it). */
export interface RecordingCallback {
  recordingUrl: string;
  recordingSid: string;
  /** The caller's number, or null when withheld. */
  from: string | null;
}

type Ctx = Pick<AppDeps, 'database' | 'store' | 'mailer' | 'clock' | 'config'>;

/**
 * Keeps a voicemail left on `menu` (issue 38, record 141): fetched from Twilio, stored as a WAV
 * (an audio_files row of kind 'voicemail' that expires after VOICEMAIL_KEEP_DAYS, with its
 * menu_voicemails row), and mailed to the owner. A callback Twilio retries names the same
 * RecordingSid, which is unique: it keeps one voicemail and sends one mail. Returns whether this
 * call kept it. Throws RecordingNotFetchedError for an address outside TWILIO_API_BASE, a fetch that fails, or a body that is
 * not a voicemail; a mail that cannot be sent is the caller's `onMailFailed`, the voicemail stays.
 */
export async function keepVoicemail(
  ctx: Ctx,
  menu: PhoneMenuRow,
  callback: RecordingCallback,
  onMailFailed: (error: unknown) => void,
): Promise<boolean> {
  const { db } = ctx.database;
  const [known] = await db
    .select({ id: menuVoicemails.id })
    .from(menuVoicemails)
    .where(eq(menuVoicemails.recordingSid, callback.recordingSid));
  if (known) return false;
  const wavUrl = recordingWavUrl(ctx.config.twilio, callback.recordingUrl, callback.recordingSid);
  if (!wavUrl) throw new RecordingNotFetchedError('the recording is not at TWILIO_API_BASE');
  const bytes = await fetchRecording(ctx.config.twilio, wavUrl);
  const seconds = lengthOf(bytes);
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + VOICEMAIL_KEEP_DAYS * DAY_MS);
  const audio = await storeAudioFile(
    db,
    ctx.store,
    {
      userId: menu.userId,
      kind: 'voicemail',
      durationSeconds: seconds,
      expiresAt,
      source: { bytes },
      format: 'wav',
    },
    now,
  );
  const [kept] = await db
    .insert(menuVoicemails)
    .values({
      menuId: menu.id,
      userId: menu.userId,
      audioId: audio.id,
      recordingSid: callback.recordingSid,
      fromNumber: callback.from,
      durationSeconds: seconds,
      receivedAt: now,
      expiresAt,
    })
    .onConflictDoNothing({ target: menuVoicemails.recordingSid })
    .returning();
  if (!kept) {
    // The same callback, retried while this one fetched, kept it first: this copy goes.
    await db.delete(audioFiles).where(eq(audioFiles.id, audio.id));
    await ctx.store.delete(audioKey(audio));
    return false;
  }
  await mailOwner(ctx, menu, kept).catch(onMailFailed);
  return true;
}

/** The recording's length from its samples; anything but a 16-bit WAV of at most ~3 minutes is refused. */
function lengthOf(bytes: Buffer): number {
  let seconds: number;
  try {
    seconds = durationSeconds(parseWav(bytes));
  } catch (error) {
    throw new RecordingNotFetchedError(`the recording is not a WAV: ${(error as Error).message}`);
  }
  if (!(seconds > 0) || seconds > VOICEMAIL_SECONDS_MAX + LENGTH_SLACK_SECONDS)
    throw new RecordingNotFetchedError(`a recording of ${seconds} s is not a voicemail`);
  return seconds;
}

async function mailOwner(ctx: Ctx, menu: PhoneMenuRow, kept: typeof menuVoicemails.$inferSelect): Promise<void> {
  const [owner] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, menu.userId));
  if (!owner) return;
  await ctx.mailer.send(
    voicemailEmail({
      to: owner.email,
      menuName: menu.settings.name,
      from: kept.fromNumber,
      receivedAt: kept.receivedAt,
      timeZone: menu.settings.timeZone,
      durationSeconds: kept.durationSeconds,
      link: `${ctx.config.publicUrl}/phone-menus`,
    }),
  );
}
