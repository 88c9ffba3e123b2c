import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { listenOnPostgres, type PgListener } from '../db/pg-listener.js';

/** The one channel of every job signal; a payload is `<signal> <sender> [<job id>]`. */
export const JOB_CHANNEL = 'avs_jobs';

type Listener = (id: string) => void;

/**
 * Wake-ups between the nodes sharing a jobs table (record 104), so nobody polls to learn that
 * something changed. A signal says only that something happened: a woken worker claims, a woken
 * waiter reads the row, so a lost, repeated or spurious signal costs a query and never a wrong answer.
 * Every signal reaches every subscriber on every node, this node's at once.
 */
export interface JobSignals {
  /** PostgreSQL: opens the LISTEN connection (it connects again by itself after a failure). */
  start(): void;
  /** A job was queued (or freed a user's running slot): idle workers claim. */
  notifyQueued(): void;
  /** Job `id` reached an end (done, failed or cancelled): its waiters read the outcome. */
  notifySettled(id: string): void;
  /** Job `id` was cancelled: the node running it stops its handler. */
  notifyCancelled(id: string): void;
  /** Each returns its unsubscribe. */
  onQueued(listener: () => void): () => void;
  onSettled(listener: (id: string) => void): () => void;
  onCancelled(listener: (id: string) => void): () => void;
  /**
   * The LISTEN connection is (again) in place: signals sent while it was down are lost, so a
   * subscriber looks again (workers claim, waiters read their outcomes).
   */
  onResumed(listener: () => void): () => void;
  /** The LISTEN connection's backend pid while it is connected (PostgreSQL; tests end it). */
  readonly listenerPid: number | undefined;
  /** Closes the LISTEN connection, after the signals on their way out have been sent. */
  stop(): Promise<void>;
}

/** PGlite is one process: the nodes sharing it (tests start several) share one emitter. */
const inProcess = new WeakMap<Database, EventEmitter>();

export function createJobSignals(database: Database, onError: (error: unknown) => void): JobSignals {
  const postgres = database.kind === 'postgres' && database.url ? database.url : undefined;
  const sender = randomUUID().slice(0, 8);
  let emitter: EventEmitter;
  if (postgres) emitter = new EventEmitter();
  else {
    emitter = inProcess.get(database) ?? new EventEmitter();
    inProcess.set(database, emitter);
  }
  emitter.setMaxListeners(0);
  const subscriptions = new Set<() => void>();
  const sending = new Set<Promise<void>>();
  let listener: PgListener | undefined;

  function emit(signal: string, id = ''): void {
    for (const handler of emitter.listeners(signal) as Listener[]) {
      try {
        handler(id);
      } catch (error) {
        onError(error);
      }
    }
  }

  function notify(signal: 'queued' | 'settled' | 'cancelled', id = ''): void {
    emit(signal, id);
    if (!postgres) return;
    // Sent right after the state change was committed; the other nodes' LISTEN connections get it.
    const sent: Promise<void> = database.db
      .execute(sql`select pg_notify(${JOB_CHANNEL}, ${`${signal} ${sender} ${id}`})`)
      .then(
        () => {},
        (error: unknown) => onError(error),
      )
      .finally(() => sending.delete(sent));
    sending.add(sent);
  }

  function received(payload: string): void {
    const [signal, from, id] = payload.split(' ');
    // This node's own signals reached its subscribers when they were sent.
    if (from === sender || !signal || !['queued', 'settled', 'cancelled'].includes(signal)) return;
    emit(signal, id ?? '');
  }

  function subscribe(signal: string, handler: Listener): () => void {
    emitter.on(signal, handler);
    const off = () => {
      emitter.off(signal, handler);
      subscriptions.delete(off);
    };
    subscriptions.add(off);
    return off;
  }

  return {
    start() {
      if (!postgres || listener) return;
      listener = listenOnPostgres({
        url: postgres,
        channel: JOB_CHANNEL,
        onNotification: received,
        onListening: () => emit('resumed'),
        onError,
      });
    },
    notifyQueued: () => notify('queued'),
    notifySettled: (id) => notify('settled', id),
    notifyCancelled: (id) => notify('cancelled', id),
    onQueued: (handler) => subscribe('queued', () => handler()),
    onSettled: (handler) => subscribe('settled', handler),
    onCancelled: (handler) => subscribe('cancelled', handler),
    onResumed: (handler) => subscribe('resumed', () => handler()),
    get listenerPid() {
      return listener?.pid;
    },
    async stop() {
      for (const off of [...subscriptions]) off();
      await Promise.all(sending);
      await listener?.stop();
      listener = undefined;
    },
  };
}
