// SECURITY C4 side by side: each hostile custom SQL, written for each dialect that has such a
// statement, with the reason the single-SELECT check gives. A statement one dialect's grammar
// does not know is still listed there when a user could paste it (it is refused as syntax).
// `runsAnyway` names the dialects where the read-only execution would run the statement on
// the test servers' privileged logins: there the check is the only line (see the
// defence-in-depth test). `noRun` marks statements no test may run against a shared server.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SqlCheckDialect, SqlRefusal } from '../../src/index.js';

type D = SqlCheckDialect;

export interface RefusedCase {
  label: string;
  by: Partial<Record<D, { sql: string; reason: SqlRefusal }>>;
  runsAnyway?: readonly D[];
  noRun?: boolean;
}

/** A path prefix no statement may ever create a file under (checked after each run). */
export const MARKER = join(tmpdir(), `tessera-sqlcheck-${process.pid}`);

export const all = (sql: string, reason: SqlRefusal) => ({
  duckdb: { sql, reason },
  postgresql: { sql, reason },
  mysql: { sql, reason },
});
export const one = (sql: string, reason: SqlRefusal) => ({ sql, reason });
