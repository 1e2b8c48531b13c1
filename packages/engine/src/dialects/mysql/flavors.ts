// The MySQL family shares SQL text; these flags carry the differences between its members.
export type MySqlFlavorName = 'mysql' | 'mariadb' | 'doris' | 'starrocks' | 'tidb';

export interface MySqlFlavor {
  name: MySqlFlavorName;
  /** Session variable bounding statement time, and its unit. */
  timeoutVariable: { name: string; unit: 'ms' | 's' };
  /** Binary-protocol prepared statements (COM_STMT_PREPARE); Doris/StarRocks answer them poorly. */
  serverPrepare: boolean;
  supportsFullJoin: boolean;
  /**
   * Session variable making every transaction read-only (DDL included), re-asserted before each
   * call; null where the server has none that works (TiDB only accepts it as a no-op, Doris and
   * StarRocks lack it: their accounts must be read-only).
   */
  readOnlyVariable: string | null;
}

export const MYSQL_FLAVORS: Record<MySqlFlavorName, MySqlFlavor> = {
  mysql: {
    name: 'mysql',
    timeoutVariable: { name: 'max_execution_time', unit: 'ms' },
    serverPrepare: true,
    supportsFullJoin: false,
    readOnlyVariable: 'transaction_read_only',
  },
  mariadb: {
    name: 'mariadb',
    timeoutVariable: { name: 'max_statement_time', unit: 's' },
    serverPrepare: true,
    supportsFullJoin: false,
    // MariaDB 10.x knows only tx_read_only; 11.1+ keeps it as an alias of transaction_read_only.
    readOnlyVariable: 'tx_read_only',
  },
  tidb: {
    name: 'tidb',
    timeoutVariable: { name: 'max_execution_time', unit: 'ms' },
    serverPrepare: true,
    supportsFullJoin: false,
    readOnlyVariable: null,
  },
  doris: {
    name: 'doris',
    timeoutVariable: { name: 'query_timeout', unit: 's' },
    serverPrepare: false,
    supportsFullJoin: true,
    readOnlyVariable: null,
  },
  starrocks: {
    name: 'starrocks',
    timeoutVariable: { name: 'query_timeout', unit: 's' },
    serverPrepare: false,
    supportsFullJoin: true,
    readOnlyVariable: null,
  },
};
