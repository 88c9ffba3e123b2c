/**
 * The suite's two limits, read by vitest.config.ts and by the tests (record 148, record 159). Each
 * guards against a hang, never against a busy machine; how fast the product is, `npm run bench` says.
 */

/** A test's or a hook's time: past what any test takes on a loaded 2-core CI machine. */
export const HANG_MS = 300_000;

/**
 * How long a test waits for an event (a job's state, a process that ends, a node that answers
 * again) before it says the event never came: `waitFor` (wait-for.ts) and `expect.poll`. What takes
 * a second on an idle machine took tens of seconds on a loaded 2-core one, where vitest's own
 * one-second default failed by chance. Under HANG_MS, so the test's own message is the one seen.
 */
export const EVENT_WAIT_MS = 120_000;
