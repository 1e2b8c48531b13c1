import type { Db } from '../db/database.js';

/**
 * Each organisation's built-in warehouse source id (extracts are read there), remembered so an
 * extract's open does not ask the store for it on every chart call. Only a found id is kept: an
 * organisation given its warehouse later is seen at its next open. The id of a row never
 * changes and the builtin flag is set only when the row is made (datasource/builtin.ts), so a
 * remembered id goes stale only when its row is deleted; the reader then calls `forget` and
 * looks again (DatasetReader.open).
 */
export class WarehouseIds {
  private readonly known = new Map<number, string>();

  constructor(private readonly db: Db) {}

  async idOf(orgId: number): Promise<string | undefined> {
    const known = this.known.get(orgId);
    if (known !== undefined) return known;
    const row = await this.db
      .selectFrom('datasources')
      .select('id')
      .where('org_id', '=', orgId)
      .where('builtin', '=', 1)
      .executeTakeFirst();
    if (row) this.known.set(orgId, row.id);
    return row?.id;
  }

  /** True when `id` was the remembered one (so looking again may find another). */
  forget(orgId: number, id: string): boolean {
    if (this.known.get(orgId) !== id) return false;
    this.known.delete(orgId);
    return true;
  }
}
