import { DEFAULT_LANGUAGE, GRANT_LEVELS, type Language } from '@tessera/contracts';
import { nameSkeleton } from '@tessera/contracts/name-skeleton';
import { DEMO_SALES_COLUMNS, DEMO_TABLE } from '@tessera/engine/ingestion';
import { grant } from '../auth/grants.js';
import type { Db } from '../db/database.js';
import { findBuiltin } from '../datasource/repository.js';
import { columnField } from './field-rows.js';
import { newId } from './repository.js';
import { insertDataset } from './service.js';

/** Set once the demo dataset was made: deleting it later does not bring it back. */
const DEMO_MARKER = 'dataset.demo.created';

export const DEMO_FOLDER_NAME = 'Demo';
export const DEMO_DATASET_NAME = 'Demo sales';

/** Display names of demo_sales' columns in each interface language. */
export const DEMO_FIELD_NAMES: Record<
  Language,
  Record<(typeof DEMO_SALES_COLUMNS)[number]['name'], string>
> = {
  'zh-CN': {
    order_date: '订单日期',
    province: '省份',
    province_code: '省份编码',
    city: '城市',
    city_code: '城市编码',
    category: '品类',
    product: '产品',
    channel: '渠道',
    quantity: '数量',
    amount: '销售额',
    profit: '利润',
  },
  'zh-TW': {
    order_date: '訂單日期',
    province: '省份',
    province_code: '省份代碼',
    city: '城市',
    city_code: '城市代碼',
    category: '品類',
    product: '產品',
    channel: '通路',
    quantity: '數量',
    amount: '銷售額',
    profit: '利潤',
  },
  en: {
    order_date: 'Order date',
    province: 'Province',
    province_code: 'Province code',
    city: 'City',
    city_code: 'City code',
    category: 'Category',
    product: 'Product',
    channel: 'Channel',
    quantity: 'Quantity',
    amount: 'Sales',
    profit: 'Profit',
  },
};

/**
 * First start (issue 7 part 6): the demo table as a ready dataset "Demo sales" in a "Demo"
 * folder of the default organisation, on the built-in warehouse, with display names in the
 * interface language and numbers as measures, codes and names as dimensions. Runs once.
 */
export async function prepareDemoDataset(
  db: Db,
  language: Language = DEFAULT_LANGUAGE,
): Promise<void> {
  const done = await db
    .selectFrom('system_params')
    .select('param_key')
    .where('param_key', '=', DEMO_MARKER)
    .executeTakeFirst();
  if (done) return;
  const org = await db.selectFrom('organisations').select('id').orderBy('id').executeTakeFirst();
  const warehouse = org && (await findBuiltin(db, org.id));
  if (!org || !warehouse) return;
  const now = Date.now();
  const folderId = newId();
  const datasetId = newId();
  const names = DEMO_FIELD_NAMES[language];
  const fields = DEMO_SALES_COLUMNS.map((column, sort) => ({
    ...columnField(datasetId, { ...column }, sort),
    name: names[column.name],
    // Codes are labels, not quantities.
    group_type: column.deType === 2 ? 'q' : 'd',
  }));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('dataset_groups')
      .values({
        id: folderId,
        org_id: org.id,
        dept_id: org.id,
        pid: '',
        name: DEMO_FOLDER_NAME,
        name_key: nameSkeleton(DEMO_FOLDER_NAME),
        create_by: null,
        create_time: now,
        update_time: now,
      })
      .execute();
    await insertDataset(
      trx,
      {
        id: datasetId,
        org_id: org.id,
        dept_id: org.id,
        group_id: folderId,
        name: DEMO_DATASET_NAME,
        name_key: nameSkeleton(DEMO_DATASET_NAME),
        kind: 'table',
        mode: 'direct',
        datasource_id: warehouse.id,
        info: JSON.stringify({ kind: 'table', table: DEMO_TABLE }),
        warehouse_table: null,
        version: 1,
        create_by: null,
        create_time: now,
        update_time: now,
      },
      fields,
    );
    await grant(trx, 'dataset', datasetId, 'org', org.id, GRANT_LEVELS.use);
    await trx
      .insertInto('system_params')
      .values({ param_key: DEMO_MARKER, param_value: datasetId, type: 'internal' })
      .execute();
  });
}
