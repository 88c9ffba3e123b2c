import { formatDateTime, formatDuration } from '#common/format.js';
import { VOICEMAIL_KEEP_DAYS } from '#common/schemas/phone-menus.js';
import type { MailMessage } from './mailer.js';

export interface VoicemailNotice {
  to: string;
  menuName: string;
  /** The caller's number, or null when withheld. */
  from: string | null;
  receivedAt: Date;
  /** The menu's zone: the time reads as the business's clock shows it (record 136). */
  timeZone: string;
  durationSeconds: number;
  /** Where the owner hears it: the app's Phone menus page. */
  link: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The owner's e-mail when a caller leaves a voicemail on a live menu (issue 38, record 141). */
export function voicemailEmail(notice: VoicemailNotice): MailMessage {
  const from = notice.from ?? 'a withheld number';
  const at = formatDateTime(notice.receivedAt, notice.timeZone);
  const length = formatDuration(notice.durationSeconds);
  const text = [
    `A caller left a voicemail on your phone menu "${notice.menuName}".`,
    '',
    `From: ${from}`,
    `Received: ${at}`,
    `Length: ${length}`,
    '',
    `Listen to it on the menu's page: ${notice.link}`,
    `It is kept for ${VOICEMAIL_KEEP_DAYS} days.`,
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;line-height:1.5">
<p>A caller left a voicemail on your phone menu <strong>${escapeHtml(notice.menuName)}</strong>.</p>
<p>From: ${escapeHtml(from)}<br>Received: ${escapeHtml(at)}<br>Length: ${length}</p>
<p><a href="${escapeHtml(notice.link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Listen on the menu's page</a></p>
<p style="font-size:14px;color:#4b5563">It is kept for ${VOICEMAIL_KEEP_DAYS} days.</p>
</body></html>`;
  return { to: notice.to, subject: `New voicemail from ${from}`, text, html };
}
