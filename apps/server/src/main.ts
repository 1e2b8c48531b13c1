import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openServices } from './services.js';

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
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await services.db.destroy();
      await services.resultCache.close();
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
