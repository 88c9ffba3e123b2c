import { hmacSha256, sameSecret } from '../crypto/secrets.js';
import { KNOWN_BROWSER } from '../auth/policy.js';

interface Account {
  username: string;
  passwordHash: string;
}

/**
 * The admin's "known browser" (record 114): a cookie given at every admin sign-in, so that while
 * strangers use up the account's hourly attempts, a browser that has signed in before still has
 * its own. Its value is `<username>.<issued>.<signature>`, signed with the account's password hash:
 * no one without the database can make one, nothing needs storing, and a new password ends them all.
 */
export function knownBrowserCookie(account: Account, now: Date): string {
  const name = Buffer.from(account.username).toString('base64url');
  const issued = now.getTime().toString(36);
  return `${name}.${issued}.${signature(account, name, issued)}`;
}

/** The browser's counter id when `cookie` was signed for `account` and is still fresh; else undefined. */
export function knownBrowserId(account: Account, cookie: string, now: Date): string | undefined {
  const [name, issued, signed, ...rest] = cookie.split('.');
  if (!name || !issued || !signed || rest.length > 0) return undefined;
  if (name !== Buffer.from(account.username).toString('base64url')) return undefined;
  const age = now.getTime() - parseInt(issued, 36);
  if (!(age >= 0 && age <= KNOWN_BROWSER.lifetime)) return undefined;
  if (!sameSecret(signed, signature(account, name, issued))) return undefined;
  // A part of the signature names the browser's own counter; it is no secret once it is a key.
  return signed.slice(0, 16);
}

function signature(account: Account, name: string, issued: string): string {
  return hmacSha256(account.passwordHash, `known-admin-browser.${name}.${issued}`);
}
