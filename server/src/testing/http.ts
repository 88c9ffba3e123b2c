import type { LightMyRequestResponse } from 'fastify';

/** A Cookie header carrying the cookie `name` set by a response. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string {
  const cookie = response.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error(`response set no ${name} cookie`);
  return `${name}=${cookie.value}`;
}

export const SAME_ORIGIN = { origin: 'http://localhost:5000', 'sec-fetch-site': 'same-origin' };
