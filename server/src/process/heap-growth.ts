import v8 from 'node:v8';

/**
 * How far V8 lets the server's heap grow past what its last full collection kept before it marks
 * the whole heap again (record 127). V8's own factor, chosen by how fast the program allocates
 * against how fast it collects, stayed near its minimum of 1.1 here: the main isolate keeps about
 * 70 MB, so every 7–10 MB promoted (a few messages' requests, database rows and child processes'
 * output) started a full mark of the 70 MB, about 25 a minute at 16 users, each 40–60 ms of the
 * helper threads' CPU. At 2×, a full mark comes about a tenth as often, for up to 70 MB more memory.
 * V8 reads the flag each time it sets the next limit, so setting it at start-up is enough; worker
 * threads share it.
 */
const HEAP_GROWING_PERCENT = 100;

export function letTheHeapGrow(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
