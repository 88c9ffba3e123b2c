import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PhoneMenuReply, PhoneMenuSettings } from '#common/schemas/phone-menus.js';
import { baseUrl, WAIT_MS } from './browser.js';

/**
 * A phone menu saved and made through the APIs from the signed-in page, as its page would do it:
 * POST /api/phone-menus, then its make as a job (Prefer: respond-async) followed to its end. For a
 * spec whose subject is what comes after the make. Returns the menu as the server then has it.
 */
export async function madeMenuThroughApi(page: Page, settings: PhoneMenuSettings): Promise<PhoneMenuReply> {
  const { id, job } = await page.evaluate(async (settings) => {
    const post = async (url: string, body?: object) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Prefer: 'respond-async' },
        body: JSON.stringify(body ?? {}),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ menu?: { id: string }; id?: string }>;
    };
    const id = (await post('/api/phone-menus', settings)).menu!.id;
    return { id, job: (await post(`/api/phone-menus/${id}/render`)).id! };
  }, settings);
  let state = 'queued';
  while (state === 'queued' || state === 'running') {
    const status = await page.request.get(`${baseUrl()}/api/jobs/${job}?waitMs=5000`, { timeout: WAIT_MS });
    state = ((await status.json()) as { state: string }).state;
  }
  expect(state).toBe('done');
  const reply = await page.request.get(`${baseUrl()}/api/phone-menus/${id}`);
  return ((await reply.json()) as { menu: PhoneMenuReply }).menu;
}
