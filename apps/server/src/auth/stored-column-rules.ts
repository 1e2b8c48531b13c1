import { DE_TYPE } from '@tessera/contracts';
import type { Db } from '../db/database.js';
import { componentIdsOf, joinCopiesOf } from '../dataset/join-copies.js';
import type { DatasetRow } from '../dataset/repository.js';
import type { Principal } from './access.js';
import {
  combineColumnRules,
  NO_COLUMN_RESTRICTIONS,
  type AppliedColumnRule,
  type ColumnRules,
  type ColumnScope,
} from './column-rules.js';

/**
 * Column rules read from dataset_column_permissions: those of the user, of their roles and of
 * their organisation (their own department or the tenant). System administrators have none. A
 * share-link visitor (no user) is held to the tenant's rules. A mask on a field that is no longer
 * text (its type was changed since) hides it: failing closed, never showing it raw. A join
 * answers under its components' rules as well as its own.
 */
export class StoredColumnRules implements ColumnRules {
  constructor(private readonly db: Db) {}

  async rulesFor(caller: Principal, dataset: DatasetRow): Promise<ColumnScope> {
    // A share-link visitor sees what the link's creator sees (issue 23): the creator's rules.
    const principal = caller.kind === 'link' ? caller.owner : caller;
    if (principal.isAdmin) return NO_COLUMN_RESTRICTIONS;
    const roleIds = (
      await this.db
        .selectFrom('user_roles')
        .select('role_id')
        .where('user_id', '=', principal.userId)
        .execute()
    ).map((r) => r.role_id);
    const orgIds = principal.orgChain;
    const components = componentIdsOf(dataset);
    const rows = await this.db
      .selectFrom('dataset_column_permissions as p')
      .innerJoin('dataset_fields as f', 'f.id', 'p.field_id')
      .select(['p.dataset_id', 'p.field_id', 'p.mode', 'p.keep_start', 'p.keep_end', 'f.de_type'])
      .where('p.dataset_id', 'in', [dataset.id, ...components])
      .where((eb) =>
        eb.or([
          eb.and([eb('p.target_type', '=', 'user'), eb('p.target_id', '=', principal.userId)]),
          eb.and([eb('p.target_type', '=', 'org'), eb('p.target_id', 'in', orgIds)]),
          ...(roleIds.length
            ? [eb.and([eb('p.target_type', '=', 'role'), eb('p.target_id', 'in', roleIds)])]
            : []),
        ]),
      )
      .execute();
    // A joined dataset's rule holds inside the join, on the join's copy of its field (with the
    // copy's type: a mask on a copy that is no longer text hides it). A field the join does not
    // carry is not there to show.
    const copyOf = rows.some((r) => r.dataset_id !== dataset.id)
      ? await joinCopiesOf(this.db, dataset, components)
      : undefined;
    const applied = rows.flatMap((r) => {
      const field =
        r.dataset_id === dataset.id ? { id: r.field_id, de_type: r.de_type } : copyOf?.(r.field_id);
      if (!field) return [];
      const rule: AppliedColumnRule = {
        fieldId: field.id,
        mode: r.mode === 'mask' && field.de_type === DE_TYPE.text ? 'mask' : 'hide',
        keepStart: r.keep_start,
        keepEnd: r.keep_end,
      };
      return [rule];
    });
    return combineColumnRules(applied);
  }
}

/** A deleted dataset's or field's rules go with it. */
export async function forgetColumnRules(
  db: Db,
  of: { datasetId: string } | { fieldIds: readonly string[] },
): Promise<void> {
  if ('datasetId' in of) {
    await db
      .deleteFrom('dataset_column_permissions')
      .where('dataset_id', '=', of.datasetId)
      .execute();
    return;
  }
  if (of.fieldIds.length === 0) return;
  await db
    .deleteFrom('dataset_column_permissions')
    .where('field_id', 'in', [...of.fieldIds])
    .execute();
}
