import { LIMITS } from '#common/constants.js';
import type { MailMessage } from './mailer.js';

/** The sign-in e-mail: the link opens /auth/verify, whose page POSTs the token (record 057). */
export function loginLinkEmail(to: string, link: string): MailMessage {
  const minutes = LIMITS.loginLinkMinutes;
  const text = [
    'Hello,',
    '',
    'Use this link to sign in to AI Voice Studio:',
    link,
    '',
    `The link works once and expires in ${minutes} minutes.`,
    'If you did not ask to sign in, you can ignore this e-mail.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;line-height:1.5">
<p>Hello,</p>
<p>Use this button to sign in to <strong>AI Voice Studio</strong>:</p>
<p><a href="${link}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Sign in to AI Voice Studio</a></p>
<p style="font-size:14px;color:#4b5563">Or paste this address into your browser:<br>${link}</p>
<p style="font-size:14px;color:#4b5563">The link works once and expires in ${minutes} minutes. If you did not ask to sign in, you can ignore this e-mail.</p>
</body></html>`;
  return { to, subject: 'Your AI Voice Studio login link', text, html };
}
