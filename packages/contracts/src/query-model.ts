// The QueryModel: what a chart, filter widget or export asks of a dataset. Parsed with strict
// zod schemas so unknown keys, non-scalar values and unknown enum members never reach the
// compiler (SECURITY C1, C2). Fields are referenced only by catalogue id. It lives here so the
// web builds and types the same model the engine compiles (@tessera/engine re-exports it).
import { z } from 'zod';
import { asOneTree, withinFilterBounds } from './filter-bounds.js';

/** Upper bound for one bound string value (SECURITY C1: a 1 MB string must bind, not break). */
export const MAX_STRING_VALUE_LENGTH = 1_048_576;
/**
 * Why an answer stops short of the whole result (SECURITY E2): the server's row cap or its byte
 * cap. Answers that were cut carry it, so the screen can say so.
 */
export type ResultCut = 'rows' | 'bytes';

/** Upper bound for `in` lists (SECURITY E4: a million values is rejected early). */
export const MAX_IN_LIST_LENGTH = 10_000;

const identifierName = z
  .string()
  .min(1)
  .max(128)
  .refine((s) => !s.includes('\0'), 'NUL not allowed');
const aliasName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/);
const fieldId = z.string().min(1).max(128);

// NUL is refused up front: PostgreSQL cannot store it in text and would fail the whole query.
const boundString = z
  .string()
  .max(MAX_STRING_VALUE_LENGTH)
  .refine((s) => !s.includes('\0'), 'NUL not allowed');

export const scalarValueSchema = z.union([boundString, z.number().finite()]);
export type ScalarValue = z.infer<typeof scalarValueSchema>;

export const tableSourceSchema = z.strictObject({
  kind: z.literal('table'),
  schema: identifierName.optional(),
  table: identifierName,
  alias: aliasName,
});

export const sqlSourceSchema = z.strictObject({
  kind: z.literal('sql'),
  /** Opaque read-only SELECT; its single-SELECT safety check happens before it gets here. */
  sql: z.string().min(1).max(100_000),
  alias: aliasName,
});

export const joinTypeSchema = z.enum(['left', 'inner', 'right', 'full']);
export type JoinType = z.infer<typeof joinTypeSchema>;

export type TableSource = z.infer<typeof tableSourceSchema>;
export type SqlSource = z.infer<typeof sqlSourceSchema>;
export interface JoinSource {
  kind: 'join';
  type: JoinType;
  left: Source;
  right: Source;
  /** Equality pairs; both sides are field ids resolved through the catalogue. */
  on: { leftFieldId: string; rightFieldId: string }[];
}
export type Source = TableSource | SqlSource | JoinSource;

export const sourceSchema: z.ZodType<Source> = z.lazy(() =>
  z.union([
    tableSourceSchema,
    sqlSourceSchema,
    z.strictObject({
      kind: z.literal('join'),
      type: joinTypeSchema,
      left: sourceSchema,
      right: sourceSchema,
      on: z
        .array(z.strictObject({ leftFieldId: fieldId, rightFieldId: fieldId }))
        .min(1)
        .max(16),
    }),
  ]),
);

export const dateGroupingSchema = z.enum([
  'year',
  'year-quarter',
  'year-month',
  'year-week',
  'date',
  'date-hour',
  'date-hour-minute',
  'date-hour-minute-second',
]);
export type DateGrouping = z.infer<typeof dateGroupingSchema>;

export const dimensionSchema = z.strictObject({
  fieldId,
  dateGrouping: dateGroupingSchema.optional(),
});
export type Dimension = z.infer<typeof dimensionSchema>;

export const aggregationSchema = z.enum(['sum', 'avg', 'count', 'count_distinct', 'max', 'min']);
export type Aggregation = z.infer<typeof aggregationSchema>;

/** `fieldId` may be omitted only for `count`, which then means COUNT(*). */
export const measureSchema = z
  .strictObject({ aggregation: aggregationSchema, fieldId: fieldId.optional() })
  .refine((m) => m.fieldId !== undefined || m.aggregation === 'count', {
    message: 'only count may omit fieldId',
  });
export type Measure = z.infer<typeof measureSchema>;

const noValue = (op: 'is_null' | 'is_not_null' | 'empty' | 'not_empty') =>
  z.strictObject({ kind: z.literal('condition'), fieldId, operator: z.literal(op) });

export const conditionSchema = z.discriminatedUnion('operator', [
  z.strictObject({
    kind: z.literal('condition'),
    fieldId,
    operator: z.enum(['eq', 'ne', 'gt', 'ge', 'lt', 'le']),
    value: scalarValueSchema,
  }),
  z.strictObject({
    kind: z.literal('condition'),
    fieldId,
    operator: z.enum(['in', 'not_in']),
    value: z.array(scalarValueSchema).min(1).max(MAX_IN_LIST_LENGTH),
  }),
  z.strictObject({
    kind: z.literal('condition'),
    fieldId,
    operator: z.enum(['like', 'not_like']),
    value: boundString,
  }),
  z.strictObject({
    kind: z.literal('condition'),
    fieldId,
    operator: z.literal('between'),
    value: z.tuple([scalarValueSchema, scalarValueSchema]),
  }),
  // A date-grouped value as a chart shows it (`2024`, `2024-Q2`, `2024-05`, `2024-W05`,
  // `2024-05-03`, `2024-05-03 14`…): the time field within that period, [start, end).
  z.strictObject({
    kind: z.literal('condition'),
    fieldId,
    operator: z.literal('period'),
    grouping: dateGroupingSchema,
    value: z.string().min(1).max(32),
  }),
  noValue('is_null'),
  noValue('is_not_null'),
  noValue('empty'),
  noValue('not_empty'),
]);
export type Condition = z.infer<typeof conditionSchema>;
export type FilterOperator = Condition['operator'];

export interface FilterGroup {
  kind: 'and' | 'or';
  children: FilterNode[];
}
export type FilterNode = Condition | FilterGroup;

export const filterNodeSchema: z.ZodType<FilterNode> = z.lazy(() =>
  z.union([
    conditionSchema,
    z.strictObject({
      kind: z.enum(['and', 'or']),
      children: z.array(filterNodeSchema).max(1_000),
    }),
  ]),
);

export const sortSchema = z.strictObject({
  target: z.enum(['dimension', 'measure']),
  /** Position in `dimensions` or `measures`. */
  index: z.number().int().min(0).max(1_000),
  direction: z.enum(['asc', 'desc']),
});
export type Sort = z.infer<typeof sortSchema>;

/**
 * A condition on an aggregated value (HAVING): `measure` is a position in `measures`. Measure
 * conditions combine in their own AND/OR tree, ANDed with nothing else: row filters stay in
 * `filter` (WHERE).
 */
export const measureConditionSchema = z.discriminatedUnion('operator', [
  z.strictObject({
    kind: z.literal('condition'),
    measure: z.number().int().min(0).max(63),
    operator: z.enum(['eq', 'ne', 'gt', 'ge', 'lt', 'le']),
    value: z.number().finite(),
  }),
  z.strictObject({
    kind: z.literal('condition'),
    measure: z.number().int().min(0).max(63),
    operator: z.literal('between'),
    value: z.tuple([z.number().finite(), z.number().finite()]),
  }),
  z.strictObject({
    kind: z.literal('condition'),
    measure: z.number().int().min(0).max(63),
    operator: z.enum(['is_null', 'is_not_null']),
  }),
]);
export type MeasureCondition = z.infer<typeof measureConditionSchema>;

export interface MeasureFilterGroup {
  kind: 'and' | 'or';
  children: MeasureFilterNode[];
}
export type MeasureFilterNode = MeasureCondition | MeasureFilterGroup;

export const measureFilterNodeSchema: z.ZodType<MeasureFilterNode> = z.lazy(() =>
  z.union([
    measureConditionSchema,
    z.strictObject({
      kind: z.enum(['and', 'or']),
      children: z.array(measureFilterNodeSchema).max(100),
    }),
  ]),
);

/**
 * Top N of the first dimension by one measure (descending). With `others` set, every other
 * value of that dimension is folded into one row labelled `others`, aggregated exactly over its
 * rows (not a sum of sums), and ordered last.
 */
export const topNSchema = z.strictObject({
  count: z.number().int().min(1).max(1_000),
  /** Position in `measures` that ranks the values. */
  measure: z.number().int().min(0).max(63).default(0),
  others: z.string().min(1).max(50).optional(),
});
export type TopN = z.infer<typeof topNSchema>;

export const queryModelSchema = z.strictObject({
  source: sourceSchema,
  dimensions: z.array(dimensionSchema).max(64).default([]),
  measures: z.array(measureSchema).max(64).default([]),
  filter: withinFilterBounds(filterNodeSchema, asOneTree).optional(),
  /** Conditions on aggregated measures (HAVING); needs at least one measure. */
  having: withinFilterBounds(measureFilterNodeSchema, asOneTree).optional(),
  topN: topNSchema.optional(),
  sort: z.array(sortSchema).max(16).default([]),
  limit: z.number().int().min(0).max(10_000_000).optional(),
  offset: z.number().int().min(0).max(1_000_000_000).optional(),
});
export type QueryModel = z.infer<typeof queryModelSchema>;
export type QueryModelInput = z.input<typeof queryModelSchema>;
