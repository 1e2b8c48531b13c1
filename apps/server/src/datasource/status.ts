import type { FastifyBaseLogger } from 'fastify';
import type { DatasourceService } from './service.js';

/**
 * Refreshes every data source's status (ok / error + reason) on a fixed interval. The timer is
 * unref'd so it never keeps the process alive, and a pass never overlaps the previous one.
 */
export function startStatusScheduler(
  service: DatasourceService,
  minutes: number,
  log: FastifyBaseLogger,
): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = service
      .refreshAll()
      .catch((error: unknown) => log.warn({ err: error }, 'data source status pass failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, minutes * 60_000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
