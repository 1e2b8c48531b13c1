// The MySQL family shares SQL text; these flags carry the differences between its members.
export type MySqlFlavorName = 'mysql' | 'mariadb' | 'doris' | 'starrocks' | 'tidb';

export interface MySqlFlavor {
  name: MySqlFlavorName;
  /** Session variable bounding statement time, and its unit. */
  timeoutVariable: { name: string; unit: 'ms' | 's' };
  /** Binary-protocol prepared statements (COM_STMT_PREPARE); Doris/StarRocks answer them poorly. */
  serverPrepare: boolean;
  supportsFullJoin: boolean;
  /** `SET SESSION TRANSACTION READ ONLY` is understood. */
  readOnlySession: boolean;
}

export const MYSQL_FLAVORS: Record<MySqlFlavorName, MySqlFlavor> = {
  mysql: {
    name: 'mysql',
    timeoutVariable: { name: 'max_execution_time', unit: 'ms' },
    serverPrepare: true,
    supportsFullJoin: false,
    readOnlySession: true,
  },
  mariadb: {
    name: 'mariadb',
    timeoutVariable: { name: 'max_statement_time', unit: 's' },
    serverPrepare: true,
    supportsFullJoin: false,
    readOnlySession: true,
  },
  tidb: {
    name: 'tidb',
    timeoutVariable: { name: 'max_execution_time', unit: 'ms' },
    serverPrepare: true,
    supportsFullJoin: false,
    readOnlySession: false,
  },
  doris: {
    name: 'doris',
    timeoutVariable: { name: 'query_timeout', unit: 's' },
    serverPrepare: false,
    supportsFullJoin: true,
    readOnlySession: false,
  },
  starrocks: {
    name: 'starrocks',
    timeoutVariable: { name: 'query_timeout', unit: 's' },
    serverPrepare: false,
    supportsFullJoin: true,
    readOnlySession: false,
  },
};
