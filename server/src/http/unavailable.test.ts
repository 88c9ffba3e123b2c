import { describe, expect, it } from 'vitest';
import { messages } from '#common/messages.js';
import { StoreFullError, StoreUnavailableError } from '../storage/blob-store.js';
import { outageOf } from './unavailable.js';

// Which failures are outages and what each is answered (record 113, amended by issue 40). The full
// disk itself, for real, is in storage/full-disk.process.test.ts; these are the shapes it may take.
const errno = (code: string, message: string) => Object.assign(new Error(message), { code });
const full = { status: 503, message: messages.generic.storeFull, headers: { 'retry-after': '60' } };

describe('outageOf on a full disk', () => {
  it('answers ENOSPC and EDQUOT with the full-disk message, however deep their cause', () => {
    expect(outageOf(errno('ENOSPC', 'ENOSPC: no space left on device, write'))).toMatchObject(full);
    expect(outageOf(errno('EDQUOT', 'EDQUOT: disk quota exceeded, write'))).toMatchObject(full);
    const wrapped = new Error('the mix failed', { cause: errno('EDQUOT', 'EDQUOT: disk quota exceeded') });
    expect(outageOf(wrapped)).toMatchObject(full);
    expect(outageOf(new StoreFullError('The disk is full'))).toMatchObject(full);
  });

  it("answers a program's own words for them (ffmpeg writing its output) the same", () => {
    expect(outageOf(new Error('ffmpeg exited with 1: out.mp3: No space left on device'))).toMatchObject(full);
    expect(outageOf(new Error('ffmpeg exited with 1: Disk quota exceeded'))).toMatchObject(full);
  });

  it('leaves a store that is away, and other failures, as they were', () => {
    expect(outageOf(new StoreUnavailableError('The object store did not answer'))).toMatchObject({
      status: 503,
      message: messages.generic.storeUnavailable,
      headers: { 'retry-after': '5' },
    });
    expect(outageOf(errno('EACCES', 'EACCES: permission denied'))).toBeUndefined();
  });
});
