// Whether a service answers. Without CI a missing service skips its tests with a warning (a
// developer without MariaDB can still run the rest); with CI set the probe says yes anyway, so
// the tests run and a missing service fails them instead of passing silently.
import mysql from 'mysql2/promise';
import pg from 'pg';
import { MARIADB, PG, type ServiceId } from './services.js';

const PROBE_TIMEOUT_MS = 2_000;

async function answers(id: ServiceId): Promise<boolean> {
  try {
    if (id === 'postgresql') {
      const client = new pg.Client({
        ...PG,
        database: 'postgres',
        connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      });
      client.on('error', () => undefined);
      await client.connect();
      await client.end();
    } else {
      const conn = await mysql.createConnection({ ...MARIADB, connectTimeout: PROBE_TIMEOUT_MS });
      await conn.end();
    }
    return true;
  } catch {
    return false;
  }
}

const cache = new Map<ServiceId, Promise<boolean>>();

/** 'mysql' is accepted as another name for the MariaDB service (the engine's dialect id). */
export function serviceAvailable(id: ServiceId | 'mysql' | 'duckdb'): Promise<boolean> {
  if (id === 'duckdb') return Promise.resolve(true);
  const service: ServiceId = id === 'mysql' ? 'mariadb' : id;
  let probe = cache.get(service);
  if (!probe) {
    probe = answers(service).then((up) => {
      if (up || process.env.CI) return true;
      console.warn(
        `[tests] ${service} at 127.0.0.1 is not reachable: skipping its tests (set CI to fail instead)`,
      );
      return false;
    });
    cache.set(service, probe);
  }
  return probe;
}
