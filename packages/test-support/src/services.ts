// The services on the test machines (DESIGN §8): PostgreSQL trusting every login and MariaDB
// with an empty root password, both on 127.0.0.1. Tests create and drop their own databases.
import { randomBytes } from 'node:crypto';

export const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' } as const;
export const MARIADB = { host: '127.0.0.1', port: 3306, user: 'root', password: '' } as const;

export type ServiceId = 'postgresql' | 'mariadb';

export const randomSuffix = () => randomBytes(6).toString('hex');
/** A database name no other test file uses: `tessera_t_<12 hex>`. */
export const randomDbName = () => `tessera_t_${randomSuffix()}`;
