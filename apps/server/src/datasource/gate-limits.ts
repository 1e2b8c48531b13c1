import { DEFAULT_POOL_SIZE } from '@tessera/engine';
import type { GateLimits } from '../concurrency/gate.js';
import { storedConnection, WAREHOUSE_CONNECTIONS } from './drivers.js';
import type { DatasourceRow } from './repository.js';

/**
 * A source's gate (SECURITY E3): no more calls at once than its driver has connections (a call
 * past the gate must not wait again in the pool, where turns are not fair), and each caller a
 * share — half the running slots and a quarter of the queue — so one member's flood leaves
 * room for everybody else.
 */
export function sourceGateLimits(configured: GateLimits, row: DatasourceRow): GateLimits {
  const connection = storedConnection(row);
  const connections = connection
    ? (connection.configuration.options?.poolSize ?? DEFAULT_POOL_SIZE)
    : WAREHOUSE_CONNECTIONS;
  const maxActive = Math.max(1, Math.min(configured.maxActive, connections));
  return {
    ...configured,
    maxActive,
    perCaller: {
      maxActive: Math.ceil(maxActive / 2),
      maxQueue: Math.max(1, Math.ceil(configured.maxQueue / 4)),
    },
  };
}
