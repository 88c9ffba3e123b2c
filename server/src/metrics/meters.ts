import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * What an operator can see of this node at GET /metrics (record 135), in a registry of its own
 * rather than prom-client's global one. One per process, as the numbers are: a node counts what it
 * answered, ran and spoke; the jobs gauge alone is read from the shared database at each scrape.
 * The parts that count call the small functions below; they cost a few additions when nobody
 * scrapes.
 */
export const metricsRegistry = new Registry();

/** Filled at each scrape from the jobs table (route.ts): cluster-wide, the same on every node. */
export const jobsUnderWay = new Gauge({
  name: 'avs_jobs',
  help: 'Jobs queued or running in the shared queue, by kind and state (cluster-wide)',
  labelNames: ['kind', 'state'] as const,
  registers: [metricsRegistry],
});

const jobWait = new Histogram({
  name: 'avs_job_wait_seconds',
  help: 'Time from a job being queued to this node claiming it, by kind',
  labelNames: ['kind'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [metricsRegistry],
});

const jobRun = new Histogram({
  name: 'avs_job_run_seconds',
  help: 'Time this node spent running a job, by kind and outcome (done or failed)',
  labelNames: ['kind', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600],
  registers: [metricsRegistry],
});

const refusals = new Counter({
  name: 'avs_http_refusals_total',
  help: 'Answers 429 (too busy, over quota) and 503 (a part away) this node gave, by status and route',
  labelNames: ['status', 'route'] as const,
  registers: [metricsRegistry],
});

const speechCache = new Counter({
  name: 'avs_speech_cache_lookups_total',
  help: 'Speech cache lookups on this node, by result (hit or miss); hit ratio = hit / (hit + miss)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

const realTimeFactor = new Histogram({
  name: 'avs_speech_real_time_factor',
  help: 'Seconds an engine took per second of speech it made, by engine (under 1: faster than it is heard)',
  labelNames: ['engine'] as const,
  buckets: [0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5],
  registers: [metricsRegistry],
});

let defaultsStarted = false;
/**
 * prom-client's process metrics (CPU, memory, heap, handles, the event loop's delay); started only
 * once /metrics is turned on, since they sample the event loop all along.
 */
export function collectProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** prom-client throws on a value that is not a number: counting must never fail the work it counts. */
export function countJobClaimed(kind: string, waitedSeconds: number): void {
  if (Number.isFinite(waitedSeconds)) jobWait.observe({ kind }, Math.max(0, waitedSeconds));
}

/** `stalled`: stopped for not moving and queued again (record 161). */
export function countJobRun(kind: string, outcome: 'done' | 'failed' | 'stalled', seconds: number): void {
  jobRun.observe({ kind, outcome }, seconds);
}

/** Only 429 and 503 are counted: the answers that say the node is too busy or a part is away. */
export function countAnswer(status: number, route: string): void {
  if (status === 429 || status === 503) refusals.inc({ status: String(status), route });
}

export function countSpeechCacheLookup(hit: boolean): void {
  speechCache.inc({ result: hit ? 'hit' : 'miss' });
}

/** `engine` spent `seconds` making `speechSeconds` of speech; silence-only pieces say nothing. */
export function countSpeechMade(engine: string, seconds: number, speechSeconds: number): void {
  if (speechSeconds > 0 && Number.isFinite(seconds)) realTimeFactor.observe({ engine }, seconds / speechSeconds);
}
