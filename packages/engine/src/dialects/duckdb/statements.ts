// The one-statement rule on DuckDB: a call is prepared (DuckDB refuses to prepare more than one
// statement, where running a string would run them all) and must be a SELECT by DuckDB's own
// statement type, checked before anything runs: DML, DDL, SET, PRAGMA, CALL, COPY, EXPORT,
// ATTACH and transaction control (COMMIT, ROLLBACK) never start. Prepared statements are kept
// per connection, keyed by SQL text (least recently used dropped), which makes a repeated
// chart query cheaper than parsing it again; DuckDB re-binds them when a table changed.
import { StatementType } from '@duckdb/node-api';
import type { DuckDBConnection, DuckDBPreparedStatement } from '@duckdb/node-api';
import { refusedError } from '../../connectors/cancellable.js';
import { inDuckdbLane } from './lane.js';

const CACHE_SIZE = 32;

export class StatementCache {
  private readonly statements = new Map<string, DuckDBPreparedStatement>();

  constructor(private readonly connection: DuckDBConnection) {}

  async prepare(sql: string): Promise<DuckDBPreparedStatement> {
    const cached = this.statements.get(sql);
    if (cached) {
      this.statements.delete(sql);
      this.statements.set(sql, cached);
      return cached;
    }
    const prepared = await this.prepareOne(sql);
    if (prepared.statementType !== StatementType.SELECT) {
      prepared.destroySync();
      throw refusedError();
    }
    this.statements.set(sql, prepared);
    if (this.statements.size > CACHE_SIZE) {
      const oldest = this.statements.keys().next();
      if (!oldest.done) {
        this.statements.get(oldest.value)?.destroySync();
        this.statements.delete(oldest.value);
      }
    }
    return prepared;
  }

  clear(): void {
    for (const statement of this.statements.values()) statement.destroySync();
    this.statements.clear();
  }

  private async prepareOne(sql: string): Promise<DuckDBPreparedStatement> {
    try {
      return await inDuckdbLane(() => this.connection.prepare(sql));
    } catch (error) {
      // Tell stacked statements (refused) from a plain error in one statement (failed).
      const count = await inDuckdbLane(() => this.connection.extractStatements(sql))
        .then((extracted) => extracted.count)
        .catch(() => 1);
      throw count === 1 ? error : refusedError(error);
    }
  }
}
