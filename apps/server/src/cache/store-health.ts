/** The slice of a pino/Fastify logger the cache uses. */
export interface CacheLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Store failures are logged once per outage, not once per chart call: the first failure warns,
 * the rest are quiet until a store call succeeds again, which is logged as the recovery.
 */
export class StoreHealth {
  private down = false;
  failures = 0;

  constructor(private readonly log: CacheLog) {}

  failed(error: unknown): void {
    this.failures += 1;
    if (this.down) return;
    this.down = true;
    this.log.warn(
      { err: error },
      'result cache store unavailable: running queries without it until it answers again',
    );
  }

  ok(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info({}, 'result cache store answers again');
  }
}
