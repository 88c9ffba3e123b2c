import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { exhaustionWarnings, readResources } from './resource-watch.js';

describe('resource watch (issue 28: running out of descriptors left no log line)', () => {
  it("reads this process's open descriptors against its limit, and its heap", async () => {
    const before = await readResources();
    expect(before.descriptors!.limit).toBeGreaterThan(before.descriptors!.open);
    expect(before.heap.limit).toBeGreaterThan(before.heap.used);
    // Test files in sibling worker threads share this process's descriptor table and open and close
    // their own at any moment, so a count taken before is no baseline. What holds whatever they do:
    // the reading counts at least the descriptors held here, plus standard input, output and error.
    const handles = await Promise.all(Array.from({ length: 100 }, () => fs.open('/dev/null')));
    try {
      expect((await readResources()).descriptors!.open).toBeGreaterThanOrEqual(handles.length + 3);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });

  it('warns for each resource at nine tenths of its limit or more, and not below', () => {
    const heap = { used: 100, limit: 1000 };
    expect(exhaustionWarnings({ descriptors: { open: 899, limit: 1000 }, heap })).toEqual([]);
    expect(exhaustionWarnings({ descriptors: { open: 900, limit: 1000 }, heap })).toEqual([
      { resource: 'file descriptors', used: 900, limit: 1000 },
    ]);
    expect(exhaustionWarnings({ heap: { used: 950, limit: 1000 } })).toEqual([
      { resource: 'heap memory', used: 950, limit: 1000 },
    ]);
  });
});
