import { z } from 'zod';
import { DE_TYPE_CODES, type DeType } from './de-type.js';
import { objectNameSchema } from './datasource.js';
import { joinTypeSchema, type JoinType, type ResultCut } from './query-model.js';
import { datasetNameSchema } from './rules.js';
import { cronSchema } from './cron.js';

/**
 * Datasets (issue 7): what every chart, filter widget and export reads. A dataset belongs to an
 * organisation, sits in a folder of the dataset tree and is granted like a data source
 * (view < use < export < manage). Kinds: a database table, one custom SQL SELECT, an uploaded
 * Excel/CSV file (a table in the embedded warehouse) or a join of datasets of one source.
 */

export const idSchema = z.string().min(1).max(64);

export const DATASET_KINDS = ['table', 'sql', 'upload', 'join'] as const;
export type DatasetKind = (typeof DATASET_KINDS)[number];

/** direct: query the source each time; extract: read a synchronised copy in the warehouse. */
export const DATASET_MODES = ['direct', 'extract'] as const;
export type DatasetMode = (typeof DATASET_MODES)[number];
export const datasetModeSchema = z.enum(DATASET_MODES);

/** SPEC §5: preview is limited to the first 100 rows. */
export const PREVIEW_ROW_LIMIT = 100;
/** Longest custom SQL text accepted. */
export const MAX_SQL_LENGTH = 100_000;
/** Most datasets one join combines (the base plus this many joined). */
export const MAX_JOINED_DATASETS = 8;

// ---------------------------------------------------------------------------------------------
// Tree: POST /dataset/group/tree, /dataset/group/save, /dataset/group/delete/{id}

export type DatasetNodeType = 'folder' | 'dataset';

/** Contract: nodes {id, name, nodeType, children}; datasets also say their kind and mode. */
export interface DatasetTreeNode {
  id: string;
  name: string;
  nodeType: DatasetNodeType;
  /** Parent folder id; null at the root. */
  pid: string | null;
  kind?: DatasetKind;
  mode?: DatasetMode;
  children: DatasetTreeNode[];
}

/** POST /dataset/group/tree body: optional search (matches folder and dataset names). */
export const datasetTreeQuerySchema = z.strictObject({
  keyword: z.string().max(50).optional(),
});

/**
 * POST /dataset/group/save: create a folder (no id), or rename/move a folder or a dataset
 * (id + nodeType). `pid` null puts the node at the root; a folder cannot move under itself or
 * one of its descendants.
 */
export const datasetGroupSaveSchema = z.strictObject({
  id: idSchema.optional(),
  nodeType: z.enum(['folder', 'dataset']).default('folder'),
  name: datasetNameSchema,
  pid: idSchema.nullable().default(null),
});
export type DatasetGroupSave = z.input<typeof datasetGroupSaveSchema>;

// ---------------------------------------------------------------------------------------------
// Kinds: POST /dataset/table/add, update, delete/{id}, get/{id}

export const tableInfoSchema = z.strictObject({
  kind: z.literal('table'),
  table: objectNameSchema,
  schema: objectNameSchema.optional(),
});

export const sqlInfoSchema = z.strictObject({
  kind: z.literal('sql'),
  sql: z.string().trim().min(1, 'validation.dataset.sqlRequired').max(MAX_SQL_LENGTH),
});

/** An uploaded file: the warehouse table name is chosen by the server, never by the client. */
export const uploadInfoSchema = z.strictObject({ kind: z.literal('upload') });

/** One equality pair of a join; the left field belongs to the base or an earlier join. */
export const joinConditionSchema = z.strictObject({
  leftFieldId: idSchema,
  rightFieldId: idSchema,
});

export const joinStepSchema = z.strictObject({
  datasetId: idSchema,
  type: joinTypeSchema,
  on: z.array(joinConditionSchema).min(1, 'validation.dataset.joinFields').max(16),
});
export type JoinStep = z.infer<typeof joinStepSchema>;

/** SPEC §5: a dataset cannot be joined to itself; joined datasets share one data source. */
export const joinInfoSchema = z.strictObject({
  kind: z.literal('join'),
  base: idSchema,
  joins: z
    .array(joinStepSchema)
    .min(1)
    .max(MAX_JOINED_DATASETS - 1),
});

export const datasetInfoSchema = z.discriminatedUnion('kind', [
  tableInfoSchema,
  sqlInfoSchema,
  uploadInfoSchema,
  joinInfoSchema,
]);
export type DatasetInfo = z.infer<typeof datasetInfoSchema>;

/** Kinds a client creates with /dataset/table/add (uploads come through excel/upload). */
export const creatableInfoSchema = z.discriminatedUnion('kind', [
  tableInfoSchema,
  sqlInfoSchema,
  joinInfoSchema,
]);

/**
 * POST /dataset/table/add. `datasourceId` is required for table and SQL datasets; a join takes
 * its source from the datasets it joins.
 */
export const datasetAddSchema = z.strictObject({
  name: datasetNameSchema,
  groupId: idSchema.nullable().default(null),
  datasourceId: idSchema.optional(),
  mode: datasetModeSchema.default('direct'),
  info: creatableInfoSchema,
});
export type DatasetAdd = z.input<typeof datasetAddSchema>;

/** POST /dataset/table/update: what is sent changes; a new info re-reads the columns. */
export const datasetUpdateSchema = z.strictObject({
  id: idSchema,
  name: datasetNameSchema.optional(),
  groupId: idSchema.nullable().optional(),
  mode: datasetModeSchema.optional(),
  info: creatableInfoSchema.optional(),
});
export type DatasetUpdate = z.input<typeof datasetUpdateSchema>;

export const datasetIdParamsSchema = z.strictObject({ id: idSchema });

export type SyncStatus = 'running' | 'success' | 'failed';

/** POST /dataset/table/get/{id} */
export interface DatasetView {
  id: string;
  name: string;
  groupId: string | null;
  kind: DatasetKind;
  mode: DatasetMode;
  datasourceId: string;
  info: DatasetInfo;
  /** The extract's state; null for direct datasets and extracts never synchronised. */
  lastSync: { status: SyncStatus; endTime: number | null; rows: number | null } | null;
  schedule: SyncSchedule | null;
  /** What the caller may do with it. */
  permission: 'view' | 'use' | 'export' | 'manage';
  createTime: number;
  updateTime: number;
}

// ---------------------------------------------------------------------------------------------
// Fields: POST /dataset/field/list/{tableId}, /dataset/field/save, /dataset/field/delete/{id}

/** d: dimension, q: measure (quota). */
export const groupTypeSchema = z.enum(['d', 'q']);
export type GroupType = z.infer<typeof groupTypeSchema>;

export const deTypeSchema = z.union(DE_TYPE_CODES.map((code) => z.literal(code))) as z.ZodType<
  DeType,
  DeType
>;

/**
 * How a text column holding dates is read when its type becomes time. A fixed list: each maps
 * to a per-dialect parse function, never to a format string sent to the database as typed.
 */
export const DATE_FORMATS = [
  'yyyy-MM-dd',
  'yyyy/MM/dd',
  'yyyyMMdd',
  'yyyy-MM-dd HH:mm:ss',
  'yyyy/MM/dd HH:mm:ss',
  'yyyy-MM',
  'dd/MM/yyyy',
  'MM/dd/yyyy',
] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const dateFormatSchema = z.enum(DATE_FORMATS);

export type FieldKind = 'column' | 'calculated';

/** Contract: [{id, name, originName, deType, groupType}] plus what the editor needs. */
export interface DatasetField {
  id: string;
  datasetId: string;
  /** Display name. */
  name: string;
  /** Column name in the source; for a calculated field, ''. */
  originName: string;
  deType: DeType;
  /** The type the source reports (e.g. 'VARCHAR'); a calculated field's is ''. */
  nativeType: string;
  /** deType of the column in the source, before any cast the user chose. */
  originDeType: DeType;
  /** How a text column is read as time (only when deType is time and originDeType text). */
  dateFormat: DateFormat | null;
  groupType: GroupType;
  hidden: boolean;
  kind: FieldKind;
  /** Calculated fields: the expression, fields referenced as [fieldId]. */
  expression: string | null;
  /** Join datasets: the joined dataset a column comes from. */
  sourceDatasetId: string | null;
  sort: number;
}

/** The largest calculated-field expression accepted. */
export const MAX_EXPRESSION_LENGTH = 4_000;
/**
 * Deepest nesting of one expression (SECURITY E7): parentheses, unary operators, calls, CASE
 * and chains of operators (`1+1+1…` nests to the left) all count. People stay far below it;
 * walkers and databases stay far within their limits (DuckDB refuses depth over 1,000).
 */
export const MAX_EXPRESSION_DEPTH = 100;
/**
 * Deepest nesting once the calculated fields an expression uses are expanded into it (each
 * reference counts a level too), and the most parts it may then have: a few fields that use
 * each other twice over would otherwise compile to SQL of billions of parts.
 */
export const MAX_EXPANDED_EXPRESSION_DEPTH = 250;
export const MAX_EXPANDED_EXPRESSION_NODES = 20_000;

/**
 * POST /dataset/field/save: update a field (id) or add a calculated field (no id, expression).
 * A column's originName never changes here.
 */
export const datasetFieldSaveSchema = z.strictObject({
  id: idSchema.optional(),
  tableId: idSchema,
  name: datasetNameSchema,
  deType: deTypeSchema,
  dateFormat: dateFormatSchema.nullable().default(null),
  groupType: groupTypeSchema,
  hidden: z.boolean().default(false),
  expression: z
    .string()
    .trim()
    .min(1, 'validation.dataset.expressionRequired')
    .max(MAX_EXPRESSION_LENGTH)
    .optional(),
  /**
   * The caller saw the calculated fields a type change breaks and goes ahead (without it such a
   * change answers 409 DATASET_FIELD_DEPENDANTS with them in `data`).
   */
  confirm: z.boolean().optional(),
});
export type DatasetFieldSave = z.input<typeof datasetFieldSaveSchema>;

/** The `data` of a 409 DATASET_FIELD_DEPENDANTS: the calculated fields that use the field. */
export interface FieldDependants {
  dependants: { id: string; name: string }[];
}

/** A calculated-field mistake: where it is (0-based character offset) and what was expected. */
export interface ExpressionErrorDetail {
  position: number;
  /** The offending text, at most 20 characters. */
  near: string;
}

// ---------------------------------------------------------------------------------------------
// Preview: /dataset/table/sqlPreview, /dataset/table/getPreviewData/{id}

export type CellValue = string | number | boolean | null;

/** POST /dataset/table/sqlPreview body. */
export const sqlPreviewSchema = z.strictObject({
  dataSourceId: idSchema,
  sql: sqlInfoSchema.shape.sql,
});

/** POST /dataset/table/sqlPreview answer: columns and the first rows, rows as arrays. */
export interface SqlPreview {
  fields: { name: string; deType: DeType; nativeType: string }[];
  data: CellValue[][];
  /** The rows stop short of the first 100: the answer reached the server's byte cap (E2). */
  cut?: ResultCut;
}

/** POST /dataset/table/getPreviewData/{id}: first 100 rows and the total row count. */
export interface DatasetPreview {
  fields: DatasetField[];
  /** Rows as arrays in the order of `fields` (hidden fields included). */
  data: CellValue[][];
  total: number;
  /** The rows stop short of the first 100: the answer reached the server's byte cap (E2). */
  cut?: ResultCut;
}

// ---------------------------------------------------------------------------------------------
// Upload: POST /dataset/table/excel/upload (multipart, file in `file`), then excel/import

/** Largest accepted upload, in bytes (an earlier 413 comes from Content-Length). */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ['.csv', '.xlsx'] as const;

/** The answer of excel/upload: a staged file, its inferred columns and the first rows. */
export interface UploadPreview {
  uploadId: string;
  /** The name the user's file had (shown only; never used as a path). */
  fileName: string;
  /** xlsx: the sheet read (SPEC §5: the first of several). */
  sheet: string | null;
  fields: { name: string; deType: DeType }[];
  data: CellValue[][];
  /** Rows seen in the file (without the header). */
  rows: number;
}

/**
 * POST /dataset/table/excel/import: turn a staged upload into a dataset, with the column types
 * the user corrected. Either a new dataset (name, groupId) or an existing upload dataset
 * (target) whose data is replaced or appended to.
 */
export const uploadImportSchema = z
  .strictObject({
    uploadId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    name: datasetNameSchema.optional(),
    groupId: idSchema.nullable().default(null),
    fields: z
      .array(z.strictObject({ name: z.string().min(1).max(256), deType: deTypeSchema }))
      .min(1)
      .max(1_000),
    target: z.strictObject({ datasetId: idSchema, mode: z.enum(['replace', 'append']) }).optional(),
  })
  .refine((v) => v.target !== undefined || v.name !== undefined, {
    message: 'validation.name.required',
    path: ['name'],
  });
export type UploadImport = z.input<typeof uploadImportSchema>;

// ---------------------------------------------------------------------------------------------
// Extract sync: /dataset/table/sync/{id}, /dataset/sync/schedule/save, /dataset/sync/log/{id}

export const SYNC_TYPES = ['full', 'incremental'] as const;
export type SyncType = (typeof SYNC_TYPES)[number];

export const syncScheduleSchema = z.strictObject({
  enabled: z.boolean(),
  /** SPEC §5 cron (Quartz form: second minute hour day month week [year]). */
  cron: cronSchema,
  syncType: z.enum(SYNC_TYPES).default('full'),
  /** Incremental: a time or increasing number column; rows above the last value are added. */
  incrementalFieldId: idSchema.nullable().default(null),
});
export type SyncSchedule = z.infer<typeof syncScheduleSchema>;

export const syncScheduleSaveSchema = z.strictObject({
  datasetId: idSchema,
  schedule: syncScheduleSchema,
});

/** POST /dataset/table/sync/{id} body: a full or incremental run now. */
export const syncNowSchema = z.strictObject({
  syncType: z.enum(SYNC_TYPES).default('full'),
});

export interface SyncLog {
  id: string;
  datasetId: string;
  syncType: SyncType;
  /** 'manual' or 'schedule'. */
  trigger: 'manual' | 'schedule';
  startTime: number;
  endTime: number | null;
  /** Rows written so far (live while running). */
  rows: number;
  status: SyncStatus;
  error: string | null;
}

export type { JoinType };
