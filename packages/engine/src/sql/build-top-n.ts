// Top N of the first dimension by one measure (issue 8: "top 10 cities, the rest as Others").
// The ranking is a CTE over the same source, WHERE (so row rules hold there too) and HAVING:
// the first dimension's groups ordered by the measure descending, ties by the value, LIMIT N.
// The main query then keeps the rows whose first-dimension value is ranked, or, with `others`,
// relabels every other value and aggregates the base rows again, so an average or a distinct
// count over "Others" is exact (never a sum of sums). Portable: CTE, IN, EXISTS, CASE, LIMIT.
import { EngineError } from '../errors.js';
import { DE_TYPE } from '../model/field-catalogue.js';
import type { QueryModel, Source, TopN } from '../model/query-model.js';
import type { SqlExpr, SqlOrderItem, SqlSelect } from './ast.js';
import type { BuiltSelect } from './build-select.js';

/** Alias of the hidden column that puts the Others row last; not an output column. */
export const OTHERS_LAST = 'others_last';

export function applyTopN(
  built: BuiltSelect,
  model: QueryModel,
  topN: TopN,
  dimensionCount: number,
): BuiltSelect {
  const { ast, columns } = built;
  const first = ast.select[0];
  const ranker = ast.select[dimensionCount + topN.measure];
  if (dimensionCount === 0 || !first) {
    throw new EngineError('ENGINE_INVALID_MODEL', 'Top N needs a dimension');
  }
  if (topN.measure >= model.measures.length || !ranker) {
    throw new EngineError('ENGINE_INVALID_MODEL', 'Top N names a missing measure', {
      measure: topN.measure,
    });
  }
  const name = cteName(model.source);
  const ranking: SqlSelect = {
    select: [
      { expr: first.expr, alias: 'k' },
      { expr: ranker.expr, alias: 'v' },
    ],
    from: ast.from,
    where: ast.where,
    groupBy: [{ kind: 'position', position: 1 }],
    having: ast.having,
    orderBy: [
      { alias: 'v', expr: ranker.expr, aggregate: true, direction: 'desc' },
      { alias: 'k', expr: first.expr, aggregate: false, direction: 'asc' },
    ],
    limit: topN.count,
  };
  const key: SqlExpr = { kind: 'column', tableAlias: name, column: 'k' };
  const fromRanking = (where?: SqlExpr): SqlSelect => ({
    select: [{ expr: key, alias: 'k' }],
    from: { kind: 'cte', name },
    where,
    groupBy: [],
    orderBy: [],
  });
  // IN never matches NULL, so a NULL value is ranked when the ranking holds a NULL key.
  const ranked: SqlExpr = {
    kind: 'logical',
    op: 'or',
    operands: [
      { kind: 'inSelect', expr: first.expr, select: fromRanking() },
      {
        kind: 'logical',
        op: 'and',
        operands: [
          { kind: 'isNull', expr: first.expr, negated: false },
          { kind: 'exists', select: fromRanking({ kind: 'isNull', expr: key, negated: false }) },
        ],
      },
    ],
  };
  // Without a sort of its own a top N reads best ranked: measure descending, then the value.
  const orderBy: SqlOrderItem[] =
    ast.orderBy.length > 0
      ? ast.orderBy
      : [
          { alias: ranker.alias, expr: ranker.expr, aggregate: true, direction: 'desc' },
          { alias: first.alias, expr: first.expr, aggregate: false, direction: 'asc' },
        ];

  if (topN.others === undefined) {
    const where: SqlExpr = ast.where
      ? { kind: 'logical', op: 'and', operands: [ast.where, ranked] }
      : ranked;
    return { ast: { ...ast, with: [{ name, select: ranking }], where, orderBy }, columns };
  }

  // The label is text, so the first dimension becomes text in every row.
  const firstColumn = columns[0];
  const asText: SqlExpr =
    firstColumn && firstColumn.deType !== DE_TYPE.text
      ? { kind: 'cast', expr: first.expr, from: firstColumn.deType, to: DE_TYPE.text }
      : first.expr;
  const labelled: SqlExpr = {
    kind: 'case',
    branches: [{ when: ranked, then: asText }],
    otherwise: { kind: 'param', value: topN.others, type: 'text' },
  };
  // Grouped too, so a real value spelled like the label never merges into the Others row.
  const last: SqlExpr = {
    kind: 'case',
    branches: [{ when: ranked, then: { kind: 'integer', value: 0 } }],
    otherwise: { kind: 'integer', value: 1 },
  };
  const select = [{ expr: labelled, alias: first.alias }, ...ast.select.slice(1)];
  select.push({ expr: last, alias: OTHERS_LAST });
  const othersLast: SqlOrderItem = {
    alias: OTHERS_LAST,
    expr: last,
    aggregate: false,
    direction: 'asc',
  };
  return {
    ast: {
      ...ast,
      with: [{ name, select: ranking }],
      select,
      groupBy: [...ast.groupBy, { kind: 'position', position: select.length }],
      orderBy: [othersLast, ...orderBy],
    },
    columns: columns.map((c, i) => (i === 0 ? { ...c, deType: DE_TYPE.text } : c)),
  };
}

/**
 * A CTE name shadows a table of that name inside the statement, custom SQL sources included:
 * pick one that no table of the source is called and no custom SQL mentions.
 */
function cteName(source: Source): string {
  const taken: string[] = [];
  const collect = (s: Source): void => {
    if (s.kind === 'table') taken.push(s.table.toLowerCase());
    else if (s.kind === 'sql') taken.push(s.sql.toLowerCase());
    else {
      collect(s.left);
      collect(s.right);
    }
  };
  collect(source);
  for (let i = 0; ; i++) {
    const name = i === 0 ? 'top_n' : `top_n_${i}`;
    if (!taken.some((text) => text.includes(name))) return name;
  }
}
