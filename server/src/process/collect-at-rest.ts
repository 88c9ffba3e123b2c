import v8 from 'node:v8';
import vm from 'node:vm';

/** How long a thread has had no work before it collects its garbage (record 169). */
const REST_BEFORE_COLLECTING_MS = 10_000;

// V8 gives JavaScript its collector only under --expose-gc, which it reads when it makes a context:
// set for the one context made here, then unset, so no other code (nor a later worker) sees a
// global `gc`. Set this way it needs no flag on the command line, in the server, its workers and the
// tests alike.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
v8.setFlagsFromString('--no-expose-gc');

/**
 * Collects this thread's garbage once its work has ended and none has come for `afterMs` (record
 * 169). V8 collects when a thread allocates, so a thread that goes quiet keeps what its last work
 * left: a mix thread the audio buffers of its last mixes (tens of MB), the server's main thread the
 * heap that record 127 lets grow while users work. One collection at rest gives it back, at a
 * moment when its few milliseconds delay no one.
 */
export function collectAtRest(
  afterMs = REST_BEFORE_COLLECTING_MS,
  collect = collectGarbage,
): { started: () => void; ended: () => void } {
  let working = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    started: () => {
      working++;
      clearTimeout(timer);
      timer = undefined;
    },
    ended: () => {
      working = Math.max(0, working - 1);
      if (working > 0) return;
      clearTimeout(timer);
      timer = setTimeout(collect, afterMs);
      // A collection to come never keeps a process alive.
      timer.unref();
    },
  };
}
