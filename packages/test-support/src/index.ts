// Shared by the integration tests of every workspace: the real services of the test machines,
// probes that make a missing service a failure under CI, throwaway names, and a scratch
// PostgreSQL cluster that checks passwords.
export { MARIADB, PG, randomDbName, randomSuffix } from './services.js';
export type { ServiceId } from './services.js';
export { serviceAvailable } from './probes.js';
export { scratchPostgresAvailable, startScratchPostgres } from './scratch-postgres.js';
export type { ScratchPostgres } from './scratch-postgres.js';
