import path from 'node:path';
import { ensureAdminAccount } from './admin/admin-accounts.js';
import { buildApp } from './app.js';
import { resolveFfmpeg } from './process/ffmpeg-binary.js';
import { systemClock } from './clock.js';
import { ConfigError, loadConfig, type Config } from './config/config.js';
import { secureDataDir, tighten } from './data-dir.js';
import { consoleLog, openDatabase, type DatabaseLog } from './db/client.js';
import { watchResources } from './health/resource-watch.js';
import { startHousekeeping } from './housekeeping/housekeeping.js';
import { removeCrashLeftovers } from './housekeeping/remove-crash-leftovers.js';
import { createMailer } from './mail/mailer.js';
import { createBlobStore } from './storage/create-blob-store.js';
import { createLiveAudio } from './storage/live-audio.js';
import { checkStore, StoreNotUsableError, waitForStore } from './storage/verify-store.js';
import { inBackground } from './process/fair-share.js';
import { letTheHeapGrow } from './process/heap-growth.js';
import { createLocalProvider } from './voice/local/local-provider.js';
import { joinSpeakingNodes, NeuralVoiceMissingError } from './voice/local/neural/speaking-nodes.js';
import { renderMissingPreviews } from './voice/voice-previews.js';
import { warmUp } from './warm-up/warm-up.js';

async function main(config: Config): Promise<void> {
  letTheHeapGrow();
  await secureDataDir(config.dataDir);
  // Working files a crash left behind (half downloads, half mixes, half cache entries) go before any new work starts.
  const leftovers = await removeCrashLeftovers(config.dataDir);
  const dbDir = path.join(config.dataDir, 'db');
  // The database reports lost connections and start-up waits (record 113) to the server's log once
  // there is one; before, as a JSON line of its own.
  let databaseLog: DatabaseLog = consoleLog;
  const log: DatabaseLog = { warn: (details, message) => databaseLog.warn(details, message) };
  const [database, ffmpeg] = await Promise.all([
    openDatabase(
      config.databaseUrl ? { url: config.databaseUrl, timeouts: config.databaseTimeouts, log } : { dir: dbDir },
    ),
    resolveFfmpeg(config.ffmpegPath),
  ]);
  if (database.kind === 'pglite') await tighten(dbDir);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  const deps = {
    config,
    database,
    mailer,
    clock: systemClock,
    ffmpeg,
    store: await createBlobStore(config),
    liveAudio: createLiveAudio(),
    sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)),
  };

  // A store that says no stops the node here; one that is only away lets it start (record 113,
  // amended by issue 40): its audio routes answer 503 until the store answers.
  const storeAtStart = await checkStore(deps.store);

  const app = await buildApp(deps);
  databaseLog = app.log;
  const stopWatching = watchResources(app.log);
  app.addHook('onClose', async () => {
    mailer.close();
    await database.close();
    if (database.kind === 'pglite') await tighten(dbDir);
  });
  await ensureAdminAccount(database.db, config, app.log);

  if (leftovers > 0) app.log.info({ files: leftovers }, 'removed temporary files left by an earlier crash');
  const stopHousekeeping = startHousekeeping(deps, app.jobs.owner, app.log);

  let closing = false;
  const closed = new AbortController();
  const shutdown = (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    closed.abort();
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    stopHousekeeping();
    stopWatching();
    app.close().then(
      () => process.exit(exitCode),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const local = createLocalProvider(config.offlineEngines);
  // Said once at start, as health says it, so an operator sees a node that fell back (record 128).
  if (local.whyNoNeuralVoice)
    app.log[config.offlineEngines.includes('kokoro') ? 'warn' : 'info'](
      { reason: local.whyNoNeuralVoice },
      'the neural voice is not used on this node: its voices speak with RHVoice, Pico or Flite',
    );
  // A node that speaks joins the others' list; without the neural voice it may not join theirs (record 128).
  if (config.role !== 'web') {
    const leave = await joinSpeakingNodes(
      database.db,
      app.jobs.owner,
      local.neuralVoice,
      local.whyNoNeuralVoice,
      app.log,
    );
    // Should the database be closed first, the row goes by itself after three minutes.
    app.addHook('onClose', () => leave().catch(() => undefined));
  }
  await app.listen({ port: config.port, host: config.host });
  const storeReady = storeAtStart.ready ? Promise.resolve(true) : waitUntilStoreAnswers();
  // Voice previews are made by the product itself on first start (a request arriving first makes
  // its own), with the same engines as the voice routes: detection and workers are per process.
  // In the background lane, so the first users' jobs go before them (record 122).
  // Both wait for the store, which they write to.
  void storeReady.then((ready) => {
    if (!ready) return;
    if (config.role !== 'worker')
      inBackground(() => renderMissingPreviews(deps, local, app.log)).catch((err: unknown) =>
        app.log.error({ err }, 'voice previews failed'),
      );
    // After listening, so readiness waits for none of it; a web node runs no audio work (record 122).
    if (config.warmUp && config.role !== 'web')
      warmUp(deps, local, app.log).catch((err: unknown) => app.log.error({ err }, 'warm-up failed'));
  });
  app.log.info(
    {
      database: database.kind,
      mail: mailer.kind,
      storage: deps.store.kind,
      ffmpeg: ffmpeg.path,
      url: config.publicUrl,
      role: config.role,
      workerConcurrency: config.role === 'web' ? 0 : config.jobs.concurrency,
    },
    `AI Voice Studio is ready at ${config.publicUrl}`,
  );

  /** Checks the store again until it answers; a store that comes back saying no stops the node. */
  function waitUntilStoreAnswers(): Promise<boolean> {
    app.log.warn(
      { storage: deps.store.kind, reason: storeAtStart.ready ? undefined : storeAtStart.reason },
      'object store not answering at start-up: audio routes answer 503 until it does; trying again',
    );
    return waitForStore(deps.store, deps.sleep, closed.signal).then(
      (ready) => {
        if (ready) app.log.info({ storage: deps.store.kind }, 'object store answering: audio routes serve again');
        return ready;
      },
      (error: unknown) => {
        app.log.error({ err: error }, error instanceof Error ? error.message : 'object store check failed');
        shutdown('object store refused', 1);
        return false;
      },
    );
  }
}

try {
  await main(loadConfig());
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof StoreNotUsableError ||
    error instanceof NeuralVoiceMissingError
  ) {
    console.error(error.message);
  } else {
    console.error('AI Voice Studio failed to start:', error);
  }
  process.exit(1);
}
