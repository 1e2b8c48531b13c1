import type { FilterNode } from '@tessera/contracts';
import type { Principal } from '../../auth/access.js';
import type { RowRules } from '../../auth/row-rules.js';
import type { Db } from '../../db/database.js';
import { componentIdsOf, joinCopiesOf } from '../join-copies.js';
import type { DatasetRow } from '../repository.js';
import { NO_ROWS, allOf, attributesRead, withFieldIds, withUserValues } from './rule-values.js';
import { attributesOf, rulesApplying } from './store.js';

/**
 * The stored row rules (issue 21 part 5, SECURITY B3): every rule on the dataset whose target
 * is the caller, one of their roles or their organisation, ANDed. Read at each call, nothing
 * kept between requests, so a changed rule holds from the next request on. The answer is the
 * rule with the caller's attribute values in it, which is what the result cache keys (B4).
 */
export class StoredRowRules implements RowRules {
  constructor(private readonly db: Db) {}

  async ruleFor(caller: Principal, dataset: DatasetRow): Promise<FilterNode | undefined> {
    // A share-link visitor sees what the link's creator sees (issue 23): the creator's rules.
    const principal = caller.kind === 'link' ? caller.owner : caller;
    // System administrators see every row (the contract's exemption).
    if (principal.isAdmin) return undefined;
    const components = componentIdsOf(dataset);
    const rows = await rulesApplying(this.db, [dataset.id, ...components], principal);
    if (rows.length === 0) return undefined;

    const parsed = rows.map((r) => ({ datasetId: r.dataset_id, filter: parseStored(r.filter) }));
    const reads = new Set(parsed.flatMap((p) => [...attributesRead(p.filter)]));
    const attributes = reads.size > 0 ? await attributesOf(this.db, principal.userId) : new Map();
    const own = parsed.filter((p) => p.datasetId === dataset.id).map((p) => p.filter);
    const inherited = parsed.filter((p) => p.datasetId !== dataset.id);
    const copyOf =
      inherited.length > 0 ? await joinCopiesOf(this.db, dataset, components) : undefined;
    const rename = copyOf && ((fieldId: string) => copyOf(fieldId)?.id);
    const rules = [
      ...own,
      // A joined dataset's rule holds inside the join: its fields are read through the join's
      // copies of them. A field the join does not carry (removed from it, or calculated) leaves
      // no way to apply the rule, so the join answers no row rather than more rows.
      ...inherited.map((p) => (rename && withFieldIds(p.filter, rename)) ?? NO_ROWS),
    ];
    return allOf(rules.map((rule) => withUserValues(rule, attributes)));
  }
}

/** A stored rule is JSON written by the save route; one that does not parse hides every row. */
function parseStored(text: string): FilterNode {
  try {
    return JSON.parse(text) as FilterNode;
  } catch {
    return NO_ROWS;
  }
}
