import type { DatasetTreeNode, DatasetView, DatasourceView } from '@tessera/contracts';
import { expect } from 'vitest';
import type { TestContext } from '../helpers.js';
import { addBody, client, dataOf, type ThrowawayDatabase } from '../datasource/support.js';

export type Api = ReturnType<typeof client>;

/** Finds a node by name anywhere in the tree. */
export function findNode(
  nodes: readonly DatasetTreeNode[],
  name: string,
): DatasetTreeNode | undefined {
  for (const node of nodes) {
    if (node.name === name) return node;
    const inside = findNode(node.children, name);
    if (inside) return inside;
  }
  return undefined;
}

/** The organisation's built-in warehouse source. */
export async function warehouseOf(api: Api): Promise<DatasourceView> {
  const list = dataOf<DatasourceView[]>(await api.post('/datasource/list', {}));
  const builtin = list.find((s) => s.builtin);
  expect(builtin).toBeDefined();
  return builtin as DatasourceView;
}

/** Adds a data source for a throwaway database. */
export async function addSource(api: Api, db: ThrowawayDatabase, name: string) {
  return dataOf<DatasourceView>(await api.post('/datasource/add', addBody(db, name)));
}

/** Adds a table dataset at the root. */
export async function addTableDataset(
  api: Api,
  datasourceId: string,
  table: string,
  name = table,
  extra: Record<string, unknown> = {},
): Promise<DatasetView> {
  return dataOf<DatasetView>(
    await api.post('/dataset/table/add', {
      name,
      datasourceId,
      info: { kind: 'table', table },
      ...extra,
    }),
  );
}

export const ctxClient = (ctx: TestContext, token: string) => client(ctx, token);

/**
 * A SQL dataset on the warehouse whose column `code` holds the demo's province codes, and a
 * join of it with the demo sales dataset on them: the join that carries the demo's rules.
 */
export async function joinCodesWithDemo(
  admin: Api,
  demo: { id: string; field: (column: string) => string },
  names: { codes: string; sql: string; join: string },
): Promise<{ codes: DatasetView; joined: DatasetView }> {
  const warehouse = await warehouseOf(admin);
  const codes = dataOf<DatasetView>(
    await admin.post('/dataset/table/add', {
      name: names.codes,
      datasourceId: warehouse.id,
      info: { kind: 'sql', sql: names.sql },
    }),
  );
  const fields = dataOf<{ id: string; originName: string }[]>(
    await admin.post(`/dataset/field/list/${codes.id}`),
  );
  const code = fields.find((f) => f.originName === 'code')?.id as string;
  const joined = dataOf<DatasetView>(
    await admin.post('/dataset/table/add', {
      name: names.join,
      info: {
        kind: 'join',
        base: codes.id,
        joins: [
          {
            datasetId: demo.id,
            type: 'inner',
            on: [{ leftFieldId: code, rightFieldId: demo.field('province_code') }],
          },
        ],
      },
    }),
  );
  return { codes, joined };
}
