import pg from 'pg';

export interface PgListenerOptions {
  /** PostgreSQL's connection string; the listener opens a connection of its own (not the pool's). */
  url: string;
  channel: string;
  onNotification: (payload: string) => void;
  /**
   * After each (re)connect, once LISTEN is in place. Notifications sent while the connection was
   * down are lost, so this is where the caller looks again for what it may have missed.
   */
  onListening: () => void;
  onError: (error: unknown) => void;
  /** First wait before connecting again after a failure; doubles up to `maxRetryMs`. */
  minRetryMs?: number;
  maxRetryMs?: number;
}

export interface PgListener {
  /** The listening connection's backend pid, while connected (tests end it with pg_terminate_backend). */
  readonly pid: number | undefined;
  /** Closes the connection and stops reconnecting. */
  stop(): Promise<void>;
}

/**
 * `LISTEN channel` on a dedicated pg.Client that connects again, with backoff, whenever the
 * connection fails or the server ends it (record 104). Starts connecting at once.
 */
export function listenOnPostgres(options: PgListenerOptions): PgListener {
  const { url, channel, onNotification, onListening, onError } = options;
  const minRetryMs = options.minRetryMs ?? 100;
  const maxRetryMs = options.maxRetryMs ?? 5000;
  let client: pg.Client | undefined;
  let pid: number | undefined;
  let connecting: Promise<void> | undefined;
  let retryMs = minRetryMs;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  function lost(c: pg.Client, error?: unknown): void {
    if (client !== c) return;
    client = undefined;
    if (error) onError(error);
    c.end().catch(() => {});
    scheduleConnect();
  }

  function scheduleConnect(): void {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connecting = connect().finally(() => (connecting = undefined));
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  }

  async function connect(): Promise<void> {
    // Keep-alive probes notice a connection that silently went away (a network partition).
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'avs-listen' });
    c.on('error', (error) => lost(c, error));
    c.on('end', () => lost(c));
    c.on('notification', (message) => {
      if (message.channel === channel) guarded(() => onNotification(message.payload ?? ''));
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
      const { rows } = await c.query<{ pid: number }>('select pg_backend_pid() as pid');
      pid = rows[0]?.pid;
    } catch (error) {
      onError(error);
      c.end().catch(() => {});
      scheduleConnect();
      return;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    retryMs = minRetryMs;
    guarded(onListening);
  }

  function guarded(callback: () => void): void {
    try {
      callback();
    } catch (error) {
      onError(error);
    }
  }

  connecting = connect().finally(() => (connecting = undefined));

  return {
    get pid() {
      return client ? pid : undefined;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await connecting;
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
