/**
 * What counts as a website in the wizard (record 094): a host name with at least one dot and a
 * letters-only ending, optionally after "http(s)://" and before a path. "brightsmile.com",
 * "www.x.co.uk" and "https://x.com/path" pass; "not a url at all" does not. The same test guards
 * the composer, so text that is not an address is never read out as one.
 */
const WEB_ADDRESS =
  /^(?:https?:\/\/)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/iu;

export function looksLikeWebAddress(value: string): boolean {
  return WEB_ADDRESS.test(value.trim());
}

/** The address as a script shows it: no scheme, no trailing slash, the host in lower case ("www.brightsmile.com"). */
export function readableWebAddress(value: string): string {
  const bare = value
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
  const slash = bare.search(/[/?#]/);
  return slash === -1 ? bare.toLowerCase() : bare.slice(0, slash).toLowerCase() + bare.slice(slash);
}
