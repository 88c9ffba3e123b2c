import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { formatMessage } from '#common/format-message.js';
import { messages } from '#common/messages.js';
import type { AppDeps } from '../deps.js';
import { SESSION_POLICY } from '../auth/policy.js';
import { AppError } from '../errors.js';
import { countHourly, type WorkKind } from './hourly-quota.js';
import { acquireWorkSlot, LEASE_MS, MAX_HOLD_MS, releaseWorkSlot, renewWorkSlot, type WorkSlot } from './work-slots.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Frees the request's work slot; set by limitWork, called once the handler has answered. */
    releaseWork: (() => Promise<void>) | null;
  }
}

/** How long a refused caller should wait for one of its running tasks to finish. */
const BUSY_RETRY_SECONDS = 5;
/**
 * Slots this process holds per user. The database decides across processes; this only answers a
 * flood at once when this process alone already holds all of the user's slots, so refusing it
 * costs no database round trips (decisions 030).
 */
const heldHere = new Map<string, number>();
/** Session cookies of users holding slots here, and the routes limitWork guards: see registerWorkLimits. */
const sessionsHolding = new Map<string, string>();
const guardedRoutes = new Set<string>();

const busyError = (limit: number) =>
  new AppError(
    429,
    formatMessage(messages.quotas.busy, { limit }),
    { 'retry-after': String(BUSY_RETRY_SECONDS) },
    'busy',
  );

/** The raw user-session cookie, read before the cookie plugin runs. */
function sessionCookieOf(request: FastifyRequest): string | undefined {
  const name = SESSION_POLICY.user.cookie;
  return new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(request.headers.cookie ?? '')?.[1];
}

/**
 * A route-level preHandler for audio work (decisions 030): takes one of the user's running-task
 * slots, then counts the request against the user's hourly quota of `kind`. Runs after requireUser
 * and after the body is validated, so refused input costs nothing.
 */
export function limitWork(deps: AppDeps, kind: WorkKind): preHandlerAsyncHookHandler {
  return async (request) => {
    const userId = request.user!.id;
    const limit = deps.config.quotas.runningPerUser;
    if (request.routeOptions.url) guardedRoutes.add(request.routeOptions.url);
    if ((heldHere.get(userId) ?? 0) >= limit) throw busyError(limit);
    const held = await acquireWorkSlot(deps.database.db, userId, limit, deps.clock.now());
    if (!held) throw busyError(limit);
    heldHere.set(userId, (heldHere.get(userId) ?? 0) + 1);
    const session = sessionCookieOf(request);
    if (session) sessionsHolding.set(session, userId);
    request.releaseWork = holdLease(deps, userId, held, request.log);
    try {
      await countHourly(deps, userId, kind);
    } catch (error) {
      await releaseOnce(request);
      throw error;
    }
  };
}

/** Renews the lease while the request works; the returned function stops renewing and frees the slot. */
function holdLease(deps: AppDeps, userId: string, held: WorkSlot, log: FastifyBaseLogger): () => Promise<void> {
  const db = deps.database.db;
  const started = Date.now();
  const timer = setInterval(() => {
    if (Date.now() - started > MAX_HOLD_MS) return clearInterval(timer);
    renewWorkSlot(db, userId, held, deps.clock.now()).catch((err: unknown) =>
      log.warn({ err: String(err) }, 'work slot renewal failed'),
    );
  }, LEASE_MS / 3);
  timer.unref();
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    clearInterval(timer);
    clearTimeout(lapse);
    const left = (heldHere.get(userId) ?? 1) - 1;
    if (left > 0) heldHere.set(userId, left);
    else {
      heldHere.delete(userId);
      for (const [session, holder] of sessionsHolding) if (holder === userId) sessionsHolding.delete(session);
    }
    await releaseWorkSlot(db, userId, held).catch((err: unknown) =>
      log.warn({ err: String(err) }, 'work slot release failed; it lapses by itself'),
    );
  };
  // Should no hook ever answer for this request, this process's count lapses with the lease.
  const lapse = setTimeout(() => void release(), MAX_HOLD_MS + LEASE_MS);
  lapse.unref();
  return release;
}

async function releaseOnce(request: FastifyRequest): Promise<void> {
  const release = request.releaseWork;
  request.releaseWork = null;
  if (release) await release();
}

/**
 * Frees work slots once the handler has answered: onSend runs when a handler returns or throws
 * (even if the client has gone), onResponse is the safety net.
 */
export function registerWorkLimits(app: FastifyInstance, limit: number): void {
  app.decorateRequest('releaseWork', null);
  // A flood from a user whose slots this process already holds is refused before its body is read
  // or the database is asked, so it cannot slow down everyone else's requests (bench/fairness).
  app.addHook('onRequest', async (request) => {
    if (!guardedRoutes.has(request.routeOptions.url ?? '')) return;
    const session = sessionCookieOf(request);
    const userId = session && sessionsHolding.get(session);
    if (userId && (heldHere.get(userId) ?? 0) >= limit) throw busyError(limit);
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    await releaseOnce(request);
    return payload;
  });
  app.addHook('onResponse', releaseOnce);
}
