import { duckdbLane } from '@tessera/engine';
import { buildApp } from './app.js';
import { abortAllWork } from './concurrency/shutdown.js';
import { loadConfig } from './config.js';
import { openServices } from './services.js';

/** SIGTERM ends the process within this time, whatever is running (SECURITY E3). */
const SHUTDOWN_DEADLINE_MS = 9_000;

/**
 * The last resort past the deadline. process.exit() is no way out here: Node joins libuv's
 * worker threads on exit, and a thread inside a DuckDB statement that ignores interrupts (one
 * stuck in its optimiser, say) would hold the exit as long as the statement runs. SIGKILL
 * cannot be held.
 */
function forceExit(): void {
  process.stderr.write('Tessera: shutdown took too long; forcing the process to end\n');
  process.kill(process.pid, 'SIGKILL');
}

/** One process: the API and the built web app on TESSERA_HOST:TESSERA_PORT. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  // Every file this process creates (metadata store, its WAL, the warehouse, keys, uploads) is
  // owner-only, whatever umask it was started with (SECURITY F6).
  process.umask(0o077);
  const config = loadConfig();
  const services = await openServices(config);
  const app = await buildApp(config, services);

  if (services.bootstrap.generatedAdminPassword) {
    // Printed once, on the start that created the account; also in data/initial-admin-password.
    process.stdout.write(
      `\nTessera admin account created.\n  username: admin\n  password: ${services.bootstrap.generatedAdminPassword}\n` +
        `  (also written to ${config.dataDir}/initial-admin-password)\n\n`,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Kept referenced: the process must not drift into a natural exit while a native call
    // still holds a thread (libuv would wait for it at exit).
    setTimeout(forceExit, SHUTDOWN_DEADLINE_MS);
    // Every request's database work is cancelled now, not at its statement timeout.
    abortAllWork();
    try {
      await app.close();
      await services.db.destroy();
      await services.resultCache.close();
      // exit() waits for libuv's threads: wait for DuckDB's interrupted calls to return first.
      await duckdbLane.whenIdle();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      url: `http://${config.host}:${config.port}`,
      readyMs: Math.round(performance.now() - startedAt),
      duckdbLane: duckdbLane.size,
    },
    'Tessera is ready',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Tessera failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
