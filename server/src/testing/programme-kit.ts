import { expect } from 'vitest';
import { programmeReply, type ProgrammeReply, type ProgrammeSettings } from '#common/schemas/programmes.js';
import { api, type TestUser } from './api-kit.js';
import type { TestApp } from './test-app.js';

/** The API tests' programmes: settings as the editor sends them, and a programme made through the route. */

/** `itemIds` over soft jazz at 20, 12 s between messages, for Asterisk, unless `more` says otherwise. */
export const programmeSettings = (itemIds: string[], more: Partial<ProgrammeSettings> = {}): ProgrammeSettings => ({
  title: 'Hold programme',
  itemIds,
  trackId: 'soft-jazz',
  volume: 20,
  gapSeconds: 12,
  targetSystem: 'asterisk',
  ...more,
});

export async function createProgramme(
  t: TestApp,
  user: TestUser,
  settings: ProgrammeSettings,
): Promise<ProgrammeReply> {
  const res = await api(t, 'POST', '/api/programmes', user.cookie, settings);
  expect(res.statusCode).toBe(200);
  return programmeReply.parse(res.json<{ programme: unknown }>().programme);
}
