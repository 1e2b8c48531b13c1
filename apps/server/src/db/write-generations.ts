import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * A counter per metadata table, raised by every write to it that goes through the store
 * (issue 22 part 2). Memos of metadata (chart, dataset, fields, grants, rules, sessions) remember
 * the counters of the tables they read and are stale the moment one moves, so what they hold
 * is never older than the store, in this process, without reading the store to find out.
 *
 * Counters only ever rise: the sum over a set of tables is unchanged exactly when none of them
 * was written. They live in this process, which is right while one process owns the metadata
 * store (SQLite); a second replica must share them (Redis INCR/pub-sub) behind this same class's
 * `stamp` functions, and a pooled store must also raise them on commit (see CountWrites).
 */
export class WriteGenerations {
  private readonly byTable = new Map<string, number>();
  /** Every per-table counter summed: the stamp of "all tables but these" reads it. */
  private total = 0;
  /** Writes whose tables are unknown (raw SQL) move every stamp. */
  private everything = 0;

  wrote(tables: Iterable<string>): void {
    for (const table of tables) {
      this.byTable.set(table, (this.byTable.get(table) ?? 0) + 1);
      this.total += 1;
    }
  }

  wroteUnknown(): void {
    this.everything += 1;
  }

  /** Changes whenever one of `tables` is written. */
  stampOf(tables: readonly string[]): number {
    return this.everything + this.sumOf(tables);
  }

  /** Changes whenever any table but `excluded` is written. */
  stampExcept(excluded: readonly string[]): number {
    return this.everything + this.total - this.sumOf(excluded);
  }

  private sumOf(tables: readonly string[]): number {
    let sum = 0;
    for (const table of tables) sum += this.byTable.get(table) ?? 0;
    return sum;
  }
}

/**
 * The Kysely plugin that raises the counters: for a query that writes, every table its tree
 * names (over-counting a table a write only reads is harmless, a miss), before it runs and again
 * once it ran. Before: a memo filled while the write is on its way is already stale. After: a
 * read that slipped in before the write landed (another connection) is stale too. With SQLite
 * one connection serialises everything, a transaction included; a pooled store's readers could
 * see a transaction's writes only at commit, so that store must raise the counters on commit.
 */
export class CountWrites implements KyselyPlugin {
  private readonly pending = new WeakMap<object, string[] | 'unknown'>();

  constructor(private readonly generations: WriteGenerations) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const written = writtenTables(args.node);
    if (written) {
      this.record(written);
      this.pending.set(args.queryId, written);
    }
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const written = this.pending.get(args.queryId);
    if (written) this.record(written);
    return Promise.resolve(args.result);
  }

  private record(written: string[] | 'unknown'): void {
    if (written === 'unknown') this.generations.wroteUnknown();
    else this.generations.wrote(written);
  }
}

const WRITE_KINDS = new Set([
  'InsertQueryNode',
  'UpdateQueryNode',
  'DeleteQueryNode',
  'MergeQueryNode',
]);
const WRITE_WORDS = /\b(insert|update|delete|replace|merge|create|drop|alter|truncate)\b/i;

/**
 * Raw SQL is a read when it starts with SELECT (or VALUES, PRAGMA reads none of ours issue), or
 * with WITH and names no writing keyword; anything else raw counts as a write of every table.
 */
function rawWrites(text: string): boolean {
  const first = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
  if (first === 'select' || first === 'values') return false;
  if (first === 'with') return WRITE_WORDS.test(text);
  return true;
}

/**
 * The tables a query writes (every table its tree names), 'unknown' for raw SQL that writes or
 * schema changes, undefined for a read. A select is a read unless a WITH clause writes.
 */
export function writtenTables(node: RootOperationNode): string[] | 'unknown' | undefined {
  if (node.kind === 'RawNode')
    return rawWrites(node.sqlFragments.join(' ')) ? 'unknown' : undefined;
  if (node.kind === 'SelectQueryNode') {
    if (!node.with || !containsWrite(node.with)) return undefined;
    return tablesIn(node);
  }
  if (!WRITE_KINDS.has(node.kind)) return 'unknown'; // schema changes, anything new
  return tablesIn(node);
}

function containsWrite(node: OperationNode): boolean {
  let found = false;
  walk(node, (child) => {
    if (WRITE_KINDS.has(child.kind)) found = true;
  });
  return found;
}

function tablesIn(node: OperationNode): string[] | 'unknown' {
  const tables = new Set<string>();
  walk(node, (child) => {
    if (child.kind === 'TableNode') tables.add(tableName(child));
  });
  // A write whose table is raw SQL (sql.table and the like) names none: count it as every one.
  return tables.size > 0 ? [...tables] : 'unknown';
}

const tableName = (node: OperationNode): string =>
  (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;

/** Every operation node under `node` (nodes are plain frozen objects, arrays of nodes inside). */
function walk(node: OperationNode, visit: (node: OperationNode) => void): void {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) walk(value, visit);
  }
}

const isNode = (value: unknown): value is OperationNode =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { kind?: unknown }).kind === 'string';
