import {
  datasetNameSchema,
  NAME_LIMITS,
  type DatasetAdd,
  type DatasetMode,
  type DatasourceTable,
} from '@tessera/contracts';
import { tableKey } from '../../datasource/tableGroups';

/** A dataset's name from its table: the table name, cut to the SPEC §5 limit of 50. */
export const defaultDatasetName = (table: Pick<DatasourceTable, 'name'>) =>
  [...table.name].slice(0, NAME_LIMITS.title.max).join('').trim();

/** The i18n key of what is wrong with a name, or null when the server would accept it. */
export function nameProblem(name: string): string | null {
  const result = datasetNameSchema.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? 'validation.invalid');
}

export interface TableDatasetDraft {
  datasourceId: string;
  groupId: string | null;
  mode: DatasetMode;
  /** The chosen tables, in the order they were ticked. */
  tables: DatasourceTable[];
  /** Names by tableKey; a table without one is named after itself. */
  names: Record<string, string>;
}

/** One /dataset/table/add body per chosen table. */
export function tableAddBodies(draft: TableDatasetDraft): { key: string; body: DatasetAdd }[] {
  return draft.tables.map((table) => {
    const key = tableKey(table);
    return {
      key,
      body: {
        name: (draft.names[key] ?? defaultDatasetName(table)).trim(),
        groupId: draft.groupId,
        datasourceId: draft.datasourceId,
        mode: draft.mode,
        info: {
          kind: 'table',
          table: table.name,
          ...(table.schema ? { schema: table.schema } : {}),
        },
      },
    };
  });
}
