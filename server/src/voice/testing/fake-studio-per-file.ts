import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeStudio, type FakeStudio } from './fake-studio.js';

/**
 * The fake studio for the test file that calls this: started before its tests and closed after
 * them, and before each test answering as it should (`ok`) with no requests heard yet, so no test
 * finds what an earlier one set or sent. It exists only once the tests start, hence the function.
 */
export function fakeStudioPerFile(): () => FakeStudio {
  let fake: FakeStudio;
  beforeAll(async () => {
    fake = await startFakeStudio();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
  });
  return () => fake;
}
