// Issue 21 part 5: stored row rules hold through every door to a dataset's rows.
// SECURITY B3: "Row permission holds through every door: filter widgets, linkage filters, drill
// values, `in` lists with forbidden values, a swapped dataset id, a calculated field over the
// restricted column, filter-value lists, export, share-link data."
// SECURITY B4: "Cache keys include the permission context: two users with different row rules
// never see each other's cached results."
import type { ChartViewWithData, DatasetPreview, SyncLog } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, dataOf, eventually } from '../datasource/support.js';
import { axis, demoDataset, getData, saveChart, type Api } from '../chart/support.js';
import { createRole } from '../role/support.js';
import { valuesOf } from '../interaction/support.js';
import { addTableDataset, joinCodesWithDemo, warehouseOf } from './support.js';
import {
  addRole,
  columnOf,
  deleteRule,
  eq,
  previewOf,
  saveRule,
  setAttribute,
  userValue,
} from './row-rules-support.js';

const PASSWORD = 'Member#Pass2026';

describe('row rules through every door (SECURITY B3, B4)', () => {
  let ctx: TestContext;
  let admin: Api;
  let demo: Awaited<ReturnType<typeof demoDataset>>;
  let chartId: string;
  let provinces: string[];
  let roleId: number;
  let east: Api;
  let west: Api;
  let nobody: Api;
  const ids: Record<string, number> = {};

  const xOf = (data: ChartViewWithData) => data.data.x as string[];

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx, await login(ctx.app));
    demo = await demoDataset(admin);
    chartId = (
      await saveChart(admin, {
        title: 'By province',
        tableId: demo.id,
        type: 'bar',
        xaxis: [axis(demo.field('province'))],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
        drillFields: [axis(demo.field('province')), axis(demo.field('city'))],
      })
    ).id;
    provinces = [...xOf(await getData(admin, chartId))].sort();
    expect(provinces.length).toBeGreaterThan(2);
    // One role for the sales team; its rule reads each member's own province.
    roleId = await createRole(admin, 'Regional sales');
    for (const [name, province] of [
      ['east', provinces[0]],
      ['west', provinces[1]],
      ['nobody', undefined],
    ] as const) {
      ids[name] = await createUser(ctx, name, PASSWORD);
      await addRole(ctx, ids[name] as number, roleId);
      if (province) await setAttribute(ctx, ids[name] as number, 'province', province);
    }
    east = client(ctx, await login(ctx.app, 'east', PASSWORD));
    west = client(ctx, await login(ctx.app, 'west', PASSWORD));
    nobody = client(ctx, await login(ctx.app, 'nobody', PASSWORD));
    await saveRule(
      admin,
      demo.id,
      'role',
      roleId,
      eq(demo.field('province'), userValue('province')),
    );
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('gives two users of one role their own rows in chart data, preview and field values', async () => {
    const province = demo.field('province');
    for (const [api, mine] of [
      [east, provinces[0]],
      [west, provinces[1]],
    ] as const) {
      expect(xOf(await getData(api, chartId))).toEqual([mine]);
      const preview = await previewOf(api, demo.id);
      expect(columnOf(preview, 'province')).toEqual([mine]);
      const adminCount = await countOf(admin, province, mine as string);
      expect(preview.total).toBe(adminCount);
      expect(await valuesOf(api, { fieldIds: [province] })).toEqual([mine]);
    }
  });

  it('never serves one user’s cached answer to another (B4)', async () => {
    const first = await getData(east, chartId);
    const again = await getData(east, chartId);
    expect(again.data.cached).toBe(true);
    expect(xOf(again)).toEqual(xOf(first));
    const theirs = await getData(west, chartId);
    expect(xOf(theirs)).toEqual([provinces[1]]);
    // The administrator (exempt) asks the same chart: every province, never a member's answer.
    expect([...xOf(await getData(admin, chartId))].sort()).toEqual(provinces);
  });

  it('shows no row to a user lacking the attribute the rule reads', async () => {
    expect(xOf(await getData(nobody, chartId))).toEqual([]);
    const preview = await previewOf(nobody, demo.id);
    expect(preview.data).toEqual([]);
    expect(preview.total).toBe(0);
    expect(await valuesOf(nobody, { fieldIds: [demo.field('province')] })).toEqual([]);
  });

  it('is not widened by an OR in the chart’s filter, linkage, drill or an `in` list (B3)', async () => {
    const province = demo.field('province');
    const [mine, theirs] = provinces as [string, string];
    const orChart = await saveChart(admin, {
      title: 'Either province',
      tableId: demo.id,
      type: 'table',
      xaxis: [axis(province)],
      yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
      customFilter: JSON.stringify({
        kind: 'or',
        children: [eq(province, theirs), { ...eq(province, theirs), operator: 'ne' }],
      }),
    });
    const table = await getData(east, orChart.id);
    expect(table.data.tableRow.map((r) => r.d0)).toEqual([mine]);
    expect(table.data.total).toBe(1);
    const widened = await getData(east, chartId, {
      filter: [{ fieldId: province, operator: 'in', value: [mine, theirs] }],
      linkageFilters: [{ fieldId: province, value: [theirs] }],
    });
    expect(xOf(widened)).toEqual([]);
    const drilled = await getData(east, chartId, {
      drill: [{ dimensionList: [{ fieldId: province, value: theirs }] }],
    });
    expect(xOf(drilled)).toEqual([]);
    const mineDrilled = await getData(east, chartId, {
      drill: [{ dimensionList: [{ fieldId: province, value: mine }] }],
    });
    expect(xOf(mineDrilled).length).toBeGreaterThan(0);
  });

  it('keeps "Others" of a top N inside the rule', async () => {
    const province = demo.field('province');
    await saveRule(admin, demo.id, 'user', ids.east as number, {
      kind: 'condition',
      fieldId: province,
      operator: 'in',
      value: provinces.slice(0, 3),
    });
    try {
      const top = await saveChart(admin, {
        title: 'Top province',
        tableId: demo.id,
        type: 'bar',
        xaxis: [axis(province)],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
        topN: { count: 1, others: true },
      });
      // The role rule and the user rule both hold (AND): one province, so no "Others".
      const data = await getData(east, top.id);
      expect(xOf(data)).toEqual([provinces[0]]);
      expect(data.data.series[0]?.data).toEqual([
        await countOf(admin, province, provinces[0] as string),
      ]);
    } finally {
      await deleteRule(admin, demo.id, 'user', ids.east as number);
    }
  });

  it('applies a changed rule at the next request, cache or not', async () => {
    await setAttribute(ctx, ids.east as number, 'province', provinces[2] as string);
    try {
      expect(xOf(await getData(east, chartId))).toEqual([provinces[2]]);
      await saveRule(
        admin,
        demo.id,
        'role',
        roleId,
        eq(demo.field('province'), provinces[1] as string),
      );
      expect(xOf(await getData(east, chartId))).toEqual([provinces[1]]);
    } finally {
      await setAttribute(ctx, ids.east as number, 'province', provinces[0] as string);
      await saveRule(
        admin,
        demo.id,
        'role',
        roleId,
        eq(demo.field('province'), userValue('province')),
      );
    }
  });

  it('exempts system administrators, also from their organisation’s rule', async () => {
    await saveRule(admin, demo.id, 'dept', 1, eq(demo.field('province'), provinces[0] as string));
    try {
      expect([...xOf(await getData(admin, chartId))].sort()).toEqual(provinces);
      expect(columnOf(await previewOf(admin, demo.id), 'province').length).toBeGreaterThan(1);
      // The organisation's rule and the role's hold together for its members: west's province
      // is not the organisation's, so west sees nothing.
      expect(xOf(await getData(west, chartId))).toEqual([]);
      expect(xOf(await getData(east, chartId))).toEqual([provinces[0]]);
    } finally {
      await deleteRule(admin, demo.id, 'dept', 1);
    }
  });

  it('holds the rule of a dataset inside a join that includes it', async () => {
    const { joined } = await joinCodesWithDemo(admin, demo, {
      codes: 'Province names',
      sql: 'SELECT DISTINCT province_code AS code, province AS label FROM demo_sales',
      join: 'Names with sales',
    });
    const joinFields = dataOf<{ id: string; originName: string }[]>(
      await admin.post(`/dataset/field/list/${joined.id}`),
    );
    const label = joinFields.find((f) => f.originName === 'label')?.id as string;
    // The chart reads only the names dataset's field: the sales dataset's rule still holds.
    const chart = await saveChart(admin, {
      title: 'Sales by name',
      tableId: joined.id,
      type: 'bar',
      xaxis: [axis(label)],
      yaxis: [axis(label, { aggregation: 'count' })],
    });
    expect(xOf(await getData(admin, chart.id)).length).toBe(provinces.length);
    expect(xOf(await getData(east, chart.id))).toEqual([provinces[0]]);
    expect(columnOf(await previewOf(east, joined.id), 'province')).toEqual([provinces[0]]);
    expect(xOf(await getData(nobody, chart.id))).toEqual([]);
  });

  it('holds on an extract’s synchronised copy', async () => {
    const warehouse = await warehouseOf(admin);
    const extract = await addTableDataset(admin, warehouse.id, 'demo_sales', 'Sales copy', {
      mode: 'extract',
    });
    dataOf<SyncLog>(await admin.post(`/dataset/table/sync/${extract.id}`, {}));
    await eventually(async () => {
      const logs = dataOf<SyncLog[]>(await admin.post(`/dataset/sync/log/${extract.id}`));
      return logs[0]?.status === 'success';
    });
    const fields = dataOf<{ id: string; originName: string }[]>(
      await admin.post(`/dataset/field/list/${extract.id}`),
    );
    const province = fields.find((f) => f.originName === 'province')?.id as string;
    await saveRule(admin, extract.id, 'role', roleId, eq(province, userValue('province')));
    expect(columnOf(await previewOf(west, extract.id), 'province')).toEqual([provinces[1]]);
    expect(await valuesOf(west, { fieldIds: [province] })).toEqual([provinces[1]]);
    const admins: DatasetPreview = await previewOf(admin, extract.id);
    expect(columnOf(admins, 'province').length).toBeGreaterThan(1);
  });

  /** The rows of one province, as the (exempt) administrator counts them. */
  async function countOf(api: Api, province: string, value: string): Promise<number> {
    const data = await getData(api, chartId, {
      filter: [{ fieldId: province, operator: 'eq', value: [value] }],
    });
    return Number(data.data.series[0]?.data[0] ?? 0);
  }
});
