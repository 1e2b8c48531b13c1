// Functions a custom SQL dataset may not call, per parser family, wherever they appear and
// however they are qualified or quoted (names compare lower-cased, the last name part only).
// These lists are a second line: the read-only execution (a READ ONLY transaction, a read-only
// MySQL session, DuckDB without external access) and the source login's privileges stop most of
// them anyway, but a superuser login or an older server must not turn a dataset into a file
// reader. Sleeping (pg_sleep, SLEEP) is allowed on purpose: it changes nothing and the statement
// timeout ends it (SECURITY E1), the same as a slow cross join.

export interface FunctionDenyList {
  exact: ReadonlySet<string>;
  prefixes: readonly string[];
}

const list = (exact: readonly string[], prefixes: readonly string[] = []): FunctionDenyList => ({
  exact: new Set(exact),
  prefixes,
});

export const DUCKDB_FORBIDDEN_FUNCTIONS = list([
  // The server's environment and settings (paths, secrets).
  'getenv',
  'current_setting',
  // Sequences change state.
  'nextval',
  'currval',
  'setval',
]);

/** DuckDB table functions a FROM may call: generators that read nothing. */
export const DUCKDB_ALLOWED_TABLE_FUNCTIONS: ReadonlySet<string> = new Set([
  'range',
  'generate_series',
  'unnest',
]);

export const POSTGRESQL_FORBIDDEN_FUNCTIONS = list(
  [
    // Server files and directories.
    'pg_stat_file',
    'pg_logdir_ls',
    // Large objects: import/export server files, create and change objects.
    'loread',
    'lowrite',
    // Settings, sessions and the server process.
    'set_config',
    'pg_terminate_backend',
    'pg_cancel_backend',
    'pg_reload_conf',
    'pg_rotate_logfile',
    'pg_switch_wal',
    'pg_promote',
    'pg_log_backend_memory_contexts',
    'pg_import_system_collations',
    'pg_export_snapshot',
    'pg_notify',
    'pg_stat_statements_reset',
    'pg_truncate_visibility_map',
    // Sequences and transaction ids change state.
    'nextval',
    'setval',
    'txid_current',
    'pg_current_xact_id',
    // Run a query given as text, out of the check's sight.
    'ts_stat',
    'ts_rewrite',
  ],
  [
    'pg_read_', // pg_read_file, pg_read_binary_file
    'pg_ls_', // pg_ls_dir, pg_ls_logdir, pg_ls_waldir, pg_ls_tmpdir, …
    'pg_file_', // adminpack: pg_file_write, pg_file_rename, pg_file_unlink, …
    'lo_', // lo_import, lo_export, lo_get, lo_put, lo_create, lo_unlink, lo_from_bytea, …
    'dblink', // dblink, dblink_exec, dblink_connect, … (another server, outside this transaction)
    'pg_advisory_',
    'pg_try_advisory_',
    'pg_stat_reset',
    'pg_replication_',
    'pg_logical_',
    'pg_create_',
    'pg_drop_',
    'pg_copy_',
    'pg_wal_',
    'pg_backup_',
    'pg_start_backup',
    'pg_stop_backup',
    'binary_upgrade_',
    // query_to_xml('DELETE …') runs its text; the others dump whole tables, schemas, databases.
    'query_to_xml',
    'cursor_to_xml',
    'table_to_xml',
    'schema_to_xml',
    'database_to_xml',
  ],
);

export const MYSQL_FORBIDDEN_FUNCTIONS = list(
  [
    'load_file',
    'benchmark',
    // Named locks outlive the statement on a pooled connection.
    'get_lock',
    'release_lock',
    'release_all_locks',
    // Replication waits.
    'master_pos_wait',
    'source_pos_wait',
    'master_gtid_wait',
    'wait_for_executed_gtid_set',
    'wait_until_sql_thread_after_gtids',
    // MariaDB sequences change state.
    'nextval',
    'setval',
    'lastval',
    // lib_mysqludf_sys: a shell on the database host.
    'sys_exec',
    'sys_eval',
    'sys_bineval',
    'sys_get',
    'sys_set',
  ],
  ['lib_mysqludf_'],
);

export function isForbidden(name: string, deny: FunctionDenyList): boolean {
  const lower = name.toLowerCase();
  return deny.exact.has(lower) || deny.prefixes.some((prefix) => lower.startsWith(prefix));
}
