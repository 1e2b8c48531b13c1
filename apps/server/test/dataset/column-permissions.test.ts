// Column permissions (issue 21 part 6): the list/save/delete routes with their refusals, and a
// field hidden or masked through every door on the demo dataset (field list, chart data with a
// calculated field, preview, filter values), with the real result cache in between (B4).
import {
  GRANT_LEVELS,
  type ChartViewWithData,
  type ColumnPermission,
  type DatasetField,
  type DatasetPreview,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../../src/auth/grants.js';
import { createTestContext, createUser, login, type TestContext } from '../helpers.js';
import { client, createUserInNewOrg, dataOf } from '../datasource/support.js';
import { builtinRoleId } from '../role/support.js';
import { axis, demoDataset, saveChart, type Api } from '../chart/support.js';
import { joinCodesWithDemo } from './support.js';

const LIST = '/dataset/columnPermission/list';
const SAVE = '/dataset/columnPermission/save';
const DELETE = '/dataset/columnPermission/delete';

describe('column permissions', () => {
  let ctx: TestContext;
  let admin: Api;
  let ann: Api;
  let bob: Api;
  let annId: number;
  let bobId: number;
  let memberRole: number;
  let demo: Awaited<ReturnType<typeof demoDataset>>;
  let charts = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = client(ctx, await login(ctx.app));
    demo = await demoDataset(admin);
    annId = await createUser(ctx, 'ann', 'Member#Ann2026');
    bobId = await createUser(ctx, 'bob', 'Member#Bob2026');
    for (const id of [annId, bobId])
      await grant(ctx.services.db, 'dataset', demo.id, 'user', id, GRANT_LEVELS.use);
    ann = client(ctx, await login(ctx.app, 'ann', 'Member#Ann2026'));
    bob = client(ctx, await login(ctx.app, 'bob', 'Member#Bob2026'));
    memberRole = await builtinRoleId(ctx, 'org_member');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const rules = () =>
    ctx.services.db.selectFrom('dataset_column_permissions').selectAll().execute();
  const clearRules = () => ctx.services.db.deleteFrom('dataset_column_permissions').execute();
  const rule = (body: Record<string, unknown>) =>
    admin.post(SAVE, { datasetId: demo.id, targetType: 'user', targetId: annId, ...body });

  /** A chart over the demo dataset both members may use; returns its id. */
  const chart = async (body: Record<string, unknown>) => {
    charts += 1;
    const { id } = await saveChart(admin, {
      title: `Column chart ${charts}`,
      tableId: demo.id,
      type: 'bar',
      ...body,
    } as Parameters<typeof saveChart>[1]);
    for (const user of [annId, bobId])
      await grant(ctx.services.db, 'chart', id, 'user', user, GRANT_LEVELS.use);
    return id;
  };
  const byProvince = () =>
    chart({
      xaxis: [axis(demo.field('province'), { sort: 'asc' })],
      yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
    });
  const dataFor = (api: Api, id: string) => api.post(`/chart/view/getData/${id}`, {});
  const provinces = async (api: Api, id: string) => {
    const view = dataOf<ChartViewWithData>(await dataFor(api, id));
    return { x: view.data.x, cached: view.data.cached };
  };

  describe('the routes', () => {
    it('saves, replaces, lists with names, and deletes a rule', async () => {
      const city = demo.field('city');
      dataOf(await rule({ fieldId: city, mode: 'hide' }));
      const saved = dataOf<ColumnPermission>(
        await rule({ fieldId: city, mode: 'mask', keepStart: 1, keepEnd: 2 }),
      );
      expect(saved).toMatchObject({ targetName: 'ann', fieldName: expect.any(String) });
      const listed = dataOf<ColumnPermission[]>(await admin.post(`${LIST}/${demo.id}`));
      expect(listed).toEqual([
        expect.objectContaining({
          targetType: 'user',
          targetId: annId,
          targetName: 'ann',
          fieldId: city,
          mode: 'mask',
          keepStart: 1,
          keepEnd: 2,
        }),
      ]);
      dataOf(
        await admin.post(DELETE, {
          datasetId: demo.id,
          targetType: 'user',
          targetId: annId,
          fieldId: city,
        }),
      );
      expect(await rules()).toEqual([]);
    });

    it('stores an organisation rule for the contract’s dept target', async () => {
      const saved = dataOf<ColumnPermission>(
        await rule({ targetType: 'dept', targetId: 1, fieldId: demo.field('city'), mode: 'hide' }),
      );
      expect(saved.targetType).toBe('dept');
      expect((await rules()).map((r) => r.target_type)).toEqual(['org']);
      await clearRules();
    });

    it('refuses a mask on a number field, a field of no such dataset and another tenant’s target, writing nothing', async () => {
      const masked = await rule({ fieldId: demo.field('amount'), mode: 'mask', keepStart: 1 });
      expect(masked.statusCode).toBe(400);
      expect(masked.json().code).toBe('COLUMN_MASK_TYPE');
      expect((await rule({ fieldId: 'no-such-field', mode: 'hide' })).statusCode).toBe(404);
      const other = await createUserInNewOrg(ctx, 'otto', 'Other#Otto2026', 'org_admin');
      const foreign = await rule({
        targetId: other.userId,
        fieldId: demo.field('city'),
        mode: 'hide',
      });
      expect(foreign.statusCode).toBe(404);
      const foreignOrg = await rule({
        targetType: 'dept',
        targetId: other.orgId,
        fieldId: demo.field('city'),
        mode: 'hide',
      });
      expect(foreignOrg.statusCode).toBe(404);
      expect(await rules()).toEqual([]);
    });

    it('refuses a member (403) and another tenant’s administrator (404), writing nothing', async () => {
      const body = {
        datasetId: demo.id,
        targetType: 'user',
        targetId: bobId,
        fieldId: demo.field('city'),
        mode: 'hide',
      };
      expect((await ann.post(`${LIST}/${demo.id}`)).statusCode).toBe(403);
      expect((await ann.post(SAVE, body)).statusCode).toBe(403);
      expect((await ann.post(DELETE, { ...body, mode: undefined })).statusCode).toBe(403);
      await createUserInNewOrg(ctx, 'olga', 'Other#Olga2026', 'org_admin');
      const olga = client(ctx, await login(ctx.app, 'olga', 'Other#Olga2026'));
      expect((await olga.post(`${LIST}/${demo.id}`)).statusCode).toBe(404);
      expect((await olga.post(SAVE, body)).statusCode).toBe(404);
      expect(await rules()).toEqual([]);
    });
  });

  describe('a hidden field', () => {
    let calculated: string;
    beforeAll(async () => {
      calculated = dataOf<DatasetField>(
        await admin.post('/dataset/field/save', {
          tableId: demo.id,
          name: 'City label',
          deType: 0,
          groupType: 'd',
          expression: `CONCAT([${demo.field('city')}], '!')`,
        }),
      ).id;
      // Hidden from ann's role: bob holds it too, so he is ann's control only where noted.
      dataOf(
        await rule({
          targetType: 'role',
          targetId: memberRole,
          fieldId: demo.field('city'),
          mode: 'hide',
        }),
      );
    });
    afterAll(clearRules);

    it('is absent from a reader’s field list but not from the manager’s', async () => {
      const city = demo.field('city');
      const annFields = dataOf<DatasetField[]>(await ann.post(`/dataset/field/list/${demo.id}`));
      expect(annFields.map((f) => f.id)).not.toContain(city);
      expect(annFields.map((f) => f.id)).toContain(demo.field('province'));
      const adminFields = dataOf<DatasetField[]>(
        await admin.post(`/dataset/field/list/${demo.id}`),
      );
      expect(adminFields.map((f) => f.id)).toContain(city);
    });

    it('refuses a chart naming it, directly, as a filter or through a calculated field', async () => {
      const direct = await chart({
        xaxis: [axis(demo.field('city'))],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
      });
      const filtered = await chart({
        xaxis: [axis(demo.field('category'))],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
        customFilter: JSON.stringify({
          kind: 'condition',
          fieldId: demo.field('city'),
          operator: 'eq',
          value: '北京市',
        }),
      });
      const through = await chart({
        xaxis: [axis(calculated)],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
      });
      for (const id of [direct, filtered, through]) {
        const refused = await dataFor(ann, id);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().code).toBe('FIELD_NOT_PERMITTED');
      }
      // A linkage value on it, sent with a chart that does not name it.
      const plain = await chart({
        xaxis: [axis(demo.field('category'))],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
      });
      const drilled = await ann.post(`/chart/view/getData/${plain}`, {
        linkageFilters: [{ fieldId: demo.field('city'), value: ['北京市'] }],
      });
      expect(drilled.statusCode).toBe(403);
      expect(drilled.json().code).toBe('FIELD_NOT_PERMITTED');
      // The administrator has no column rules.
      dataOf(await dataFor(admin, through));
    });

    it('leaves a chart without it working', async () => {
      const id = await chart({
        xaxis: [axis(demo.field('category'), { sort: 'asc' })],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
      });
      expect(dataOf<ChartViewWithData>(await dataFor(ann, id)).data.x.length).toBeGreaterThan(0);
    });

    it('is refused as filter values and left out of the preview', async () => {
      const values = await ann.post('/dataset/field/multFieldValues', {
        fieldIds: [demo.field('city')],
      });
      expect(values.statusCode).toBe(403);
      expect(values.json().code).toBe('FIELD_NOT_PERMITTED');
      const preview = dataOf<DatasetPreview>(
        await ann.post(`/dataset/table/getPreviewData/${demo.id}`),
      );
      const ids = preview.fields.map((f) => f.id);
      expect(ids).not.toContain(demo.field('city'));
      expect(ids).not.toContain(calculated);
      expect(ids).toContain(demo.field('province'));
    });
  });

  describe('a masked text field', () => {
    afterAll(clearRules);

    it('comes out masked in chart data, while another user right after gets raw values (B4)', async () => {
      dataOf(
        await rule({ fieldId: demo.field('province'), mode: 'mask', keepStart: 1, keepEnd: 0 }),
      );
      const id = await byProvince();
      const masked = await provinces(ann, id);
      expect(masked.x.length).toBeGreaterThan(3);
      for (const x of masked.x) expect(x).toMatch(/^.\*+$/u);
      const raw = await provinces(bob, id);
      expect(raw.x).toContain('北京市');
      expect(raw.x.some((x) => String(x).includes('*'))).toBe(false);
      // Grouped by the masked text: 北京市 and 广东省… that share a first character are one group.
      expect(masked.x.length).toBeLessThan(raw.x.length);
      const again = await provinces(ann, id);
      expect(again).toEqual({ x: masked.x, cached: true });
    });

    it('comes out masked in the preview and in filter values', async () => {
      const preview = dataOf<DatasetPreview>(
        await ann.post(`/dataset/table/getPreviewData/${demo.id}`),
      );
      const column = preview.fields.findIndex((f) => f.id === demo.field('province'));
      expect(preview.data.length).toBeGreaterThan(0);
      for (const row of preview.data) expect(row[column]).toMatch(/^.\*+$/u);
      const values = dataOf<string[]>(
        await ann.post('/dataset/field/multFieldValues', { fieldIds: [demo.field('province')] }),
      );
      for (const value of values) expect(value).toMatch(/^.\*+$/u);
      const rawValues = dataOf<string[]>(
        await bob.post('/dataset/field/multFieldValues', { fieldIds: [demo.field('province')] }),
      );
      expect(rawValues).toContain('北京市');
    });

    it('filters on what the caller sees: a raw value finds nothing, a listed masked one its rows', async () => {
      const raw = await chart({
        xaxis: [axis(demo.field('category'))],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
        customFilter: JSON.stringify({
          kind: 'condition',
          fieldId: demo.field('province'),
          operator: 'like',
          value: '北京',
        }),
      });
      expect(dataOf<ChartViewWithData>(await dataFor(ann, raw)).data.x).toEqual([]);
      expect(dataOf<ChartViewWithData>(await dataFor(bob, raw)).data.x.length).toBeGreaterThan(0);
      const listed = await chart({
        xaxis: [axis(demo.field('category'))],
        yaxis: [axis(demo.field('quantity'), { aggregation: 'count' })],
        customFilter: JSON.stringify({
          kind: 'condition',
          fieldId: demo.field('province'),
          operator: 'in',
          value: ['北**'],
        }),
      });
      expect(dataOf<ChartViewWithData>(await dataFor(ann, listed)).data.x.length).toBeGreaterThan(
        0,
      );
    });

    it('combines a user rule and a role rule: the fewest characters kept, hide over mask', async () => {
      await clearRules();
      dataOf(
        await rule({ fieldId: demo.field('province'), mode: 'mask', keepStart: 1, keepEnd: 1 }),
      );
      dataOf(
        await rule({
          targetType: 'role',
          targetId: memberRole,
          fieldId: demo.field('province'),
          mode: 'mask',
          keepStart: 0,
          keepEnd: 1,
        }),
      );
      const id = await byProvince();
      for (const x of (await provinces(ann, id)).x) expect(x).toMatch(/^\*+[市省区]$/u);
      dataOf(
        await rule({
          targetType: 'role',
          targetId: memberRole,
          fieldId: demo.field('province'),
          mode: 'hide',
        }),
      );
      const refused = await dataFor(ann, id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FIELD_NOT_PERMITTED');
    });
  });

  describe('inside a join that includes the dataset', () => {
    it('hides and masks the join’s copies of the dataset’s fields', async () => {
      await clearRules();
      const { codes: names, joined } = await joinCodesWithDemo(admin, demo, {
        codes: 'Province codes',
        sql: 'SELECT DISTINCT province_code AS code FROM demo_sales',
        join: 'Codes with sales',
      });
      for (const id of [names.id, joined.id])
        await grant(ctx.services.db, 'dataset', id, 'user', annId, GRANT_LEVELS.use);
      const copyOf = async (api: Api, column: string) =>
        dataOf<DatasetField[]>(await api.post(`/dataset/field/list/${joined.id}`)).find(
          (f) => f.originName === column,
        )?.id;
      const province = (await copyOf(admin, 'province'))!;
      const city = (await copyOf(admin, 'city'))!;
      const { id: chartId } = await saveChart(admin, {
        title: 'Joined provinces',
        tableId: joined.id,
        type: 'bar',
        xaxis: [axis(province, { sort: 'asc' })],
        yaxis: [axis(province, { aggregation: 'count' })],
      });
      await grant(ctx.services.db, 'chart', chartId, 'user', annId, GRANT_LEVELS.use);

      // A rule on the sales dataset, none on the join: the join's copies answer under it.
      dataOf(await rule({ fieldId: demo.field('city'), mode: 'hide' }));
      dataOf(
        await rule({ fieldId: demo.field('province'), mode: 'mask', keepStart: 1, keepEnd: 1 }),
      );
      expect(await copyOf(ann, 'city')).toBeUndefined();
      expect(await copyOf(bob, 'city')).toBe(city);
      const masked = dataOf<ChartViewWithData>(await dataFor(ann, chartId)).data.x as string[];
      expect(masked.length).toBeGreaterThan(0);
      for (const x of masked) expect(x).toMatch(/^\S\*+\S$/u);
      const raw = dataOf<ChartViewWithData>(await dataFor(bob, chartId)).data.x as string[];
      expect(raw).not.toEqual(masked);
      const byCity = await saveChart(admin, {
        title: 'Joined cities',
        tableId: joined.id,
        type: 'bar',
        xaxis: [axis(city)],
        yaxis: [axis(city, { aggregation: 'count' })],
      });
      await grant(ctx.services.db, 'chart', byCity.id, 'user', annId, GRANT_LEVELS.use);
      const refused = await dataFor(ann, byCity.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FIELD_NOT_PERMITTED');
      await clearRules();
    });
  });
});
