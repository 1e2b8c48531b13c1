// Issue 19 part 5: a type change of a field that calculated fields use (directly or through
// another calculated field) goes through only once the caller has seen them: without `confirm`
// the save answers 409 DATASET_FIELD_DEPENDANTS listing them and changes nothing. A rename
// breaks nothing (expressions store ids) and a field still used cannot be deleted.
import type { DatasetField, DatasetTreeNode, FieldDependants } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { expectLocalisedError } from '../security/support.js';
import { client, dataOf } from '../datasource/support.js';
import { findNode, type Api } from './support.js';

let ctx: TestContext;
let api: Api;
let datasetId: string;
let amount: DatasetField;
let quantity: DatasetField;
let unitPrice: DatasetField;
let doubled: DatasetField;

const fieldsNow = async () =>
  dataOf<DatasetField[]>(await api.post(`/dataset/field/list/${datasetId}`));

const calc = async (name: string, expression: string) =>
  dataOf<DatasetField>(
    await api.post('/dataset/field/save', {
      tableId: datasetId,
      name,
      deType: 2,
      groupType: 'q',
      expression,
    }),
  );

beforeAll(async () => {
  ctx = await createTestContext();
  api = client(ctx, await login(ctx.app));
  const tree = dataOf<DatasetTreeNode[]>(await api.post('/dataset/group/tree', {}));
  datasetId = (findNode(tree, 'Demo sales') as DatasetTreeNode).id;
  const fields = await fieldsNow();
  amount = fields.find((f) => f.originName === 'amount') as DatasetField;
  quantity = fields.find((f) => f.originName === 'quantity') as DatasetField;
  unitPrice = await calc('Unit price', `[${amount.id}] / [${quantity.id}]`);
  doubled = await calc('Double price', `[${unitPrice.id}] * 2`);
});
afterAll(async () => ctx?.close());

/** A 409 DATASET_FIELD_DEPENDANTS in `language`, naming `names`; its dependants. */
function expectDependants(
  response: Awaited<ReturnType<Api['post']>>,
  names: string,
  language: 'en' | 'zh-CN',
): FieldDependants['dependants'] {
  expect(response.statusCode, response.body).toBe(409);
  const envelope = response.json<{ code: string; message: string; data: FieldDependants }>();
  expect(envelope.code).toBe('DATASET_FIELD_DEPENDANTS');
  expect(envelope.message).toContain(names);
  expect(envelope.message).toMatch(language === 'en' ? /^Calculated fields use/ : /计算字段/);
  return envelope.data.dependants;
}

const asText = (field: DatasetField, extra: Record<string, unknown> = {}) =>
  api.post(
    '/dataset/field/save',
    { id: field.id, tableId: datasetId, name: field.name, deType: 0, groupType: 'd', ...extra },
    'zh-CN',
  );

describe('a type change under calculated fields', () => {
  it('is answered 409 with the fields that use it, directly and through another, and changes nothing', async () => {
    const before = await fieldsNow();
    expect(expectDependants(await asText(amount), 'Unit price, Double price', 'zh-CN')).toEqual([
      { id: unitPrice.id, name: 'Unit price' },
      { id: doubled.id, name: 'Double price' },
    ]);
    expect(await fieldsNow()).toEqual(before);
  });

  it('applies to a calculated field whose new expression changes its type', async () => {
    const response = await api.post('/dataset/field/save', {
      id: unitPrice.id,
      tableId: datasetId,
      name: 'Unit price',
      deType: 0,
      groupType: 'd',
      expression: `CONCAT([${amount.id}], '')`,
    });
    expect(expectDependants(response, 'Double price', 'en').map((d) => d.name)).toEqual([
      'Double price',
    ]);
  });

  it('lets a saved calculated field be edited when its type stays', async () => {
    const saved = dataOf<DatasetField>(
      await api.post('/dataset/field/save', {
        id: unitPrice.id,
        tableId: datasetId,
        name: 'Price per unit',
        deType: 2,
        groupType: 'q',
        expression: `ROUND([${amount.id}] / 3, 2)`,
      }),
    );
    expect(saved).toMatchObject({
      name: 'Price per unit',
      expression: `ROUND([${amount.id}] / 3, 2)`,
    });
  });

  it('is not needed for a rename, and a field still used cannot be deleted', async () => {
    const renamed = dataOf<DatasetField>(
      await api.post('/dataset/field/save', {
        id: amount.id,
        tableId: datasetId,
        name: 'Sales amount',
        deType: amount.deType,
        groupType: amount.groupType,
      }),
    );
    expect(renamed.name).toBe('Sales amount');
    expectLocalisedError(
      await api.post(`/dataset/field/delete/${unitPrice.id}`),
      409,
      'DATASET_IN_USE',
      'en',
      { names: 'Double price' },
    );
  });

  it('goes through once confirmed (the fields using it may then fail where they are read)', async () => {
    const saved = dataOf<DatasetField>(await asText(quantity, { confirm: true }));
    expect(saved.deType).toBe(0);
    expect((await fieldsNow()).find((f) => f.id === quantity.id)?.deType).toBe(0);
  });
});
