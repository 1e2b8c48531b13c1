// Row and column rules benchmark (issue 21 parts 5–6): POST /chart/view/getData of the demo
// province bar, end to end, for two members of the same server in the same run. One is held to
// a role rule that reads a user attribute (`province <> ${user.away}`, which keeps every row, so
// both answers scan the same data and only the rules' cost differs: loading the rules and the
// attribute, the extra WHERE, the mask) and her role masks the chart's dimension; the other has
// neither. The result cache is bypassed on every call (`refresh: true`, as the chart-data bench
// does). Calls alternate so background load hits both alike. Last line: `ratio: X` (with rules /
// without, medians; target ≤ 1.05).
import { performance } from 'node:perf_hooks';
import type { ChartView, DatasetField } from '@tessera/contracts';
import { median, p95, startBenchServer, type BenchServer } from './chart-server.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const PASSWORD = 'Bench#Member2026';

/** Signs a new user in with these roles and attributes; answers a POST as them. */
async function member(
  server: BenchServer,
  username: string,
  roleIds: number[],
  attributes: Record<string, string>,
) {
  const created = await server.post<{ id: number }>('/api/user/create', {
    username,
    nickName: username,
    deptId: 1,
    roleIds,
    enabled: true,
    password: PASSWORD,
    attributes,
  });
  if (!created.success) throw new Error(`could not create ${username}`);
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return async (path: string, body: unknown) => {
    const response = await fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: token },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { success: boolean; data: { data: { x: string[] } } };
  };
}

export async function runRulesBench(): Promise<void> {
  const server = await startBenchServer();
  try {
    const chartId = await server.chartOfType('bar');
    const view = (await server.post<ChartView>(`/chart/view/getOneWithPermission/${chartId}`)).data;
    const fields = (await server.post<DatasetField[]>(`/dataset/field/list/${view.tableId}`)).data;
    const province = fields.find((f) => f.originName === 'province')?.id;
    const roles = (await server.post<{ id: number; code: string }[]>('/api/role/list')).data;
    const memberRole = roles.find((r) => r.code === 'org_member')?.id;
    const sales = await server.post<{ id: number }>('/api/role/create', { name: 'Bench sales' });
    if (!province || !memberRole || !sales.success) throw new Error('bench setup failed');
    const saved = await server.post('/dataset/rowPermission/save', {
      datasetId: view.tableId,
      targetType: 'role',
      targetId: sales.data.id,
      filter: { kind: 'condition', fieldId: province, operator: 'ne', value: '${user.away}' },
    });
    if (!saved.success) throw new Error('could not save the rule');
    // The chart's own dimension masked for the same role: the answer carries masked names.
    const masked = await server.post('/dataset/columnPermission/save', {
      datasetId: view.tableId,
      targetType: 'role',
      targetId: sales.data.id,
      fieldId: province,
      mode: 'mask',
      // 浙江省 → 浙*省: provinces that mask alike (江苏省, 江西省) make one bar, so her answer
      // has fewer bars; every row is still read, grouped and summed.
      keepStart: 1,
      keepEnd: 1,
    });
    if (!masked.success) throw new Error('could not save the mask');
    const ruled = await member(server, 'bench_ruled', [memberRole, sales.data.id], {
      away: 'Nowhere',
    });
    const free = await member(server, 'bench_free', [memberRole], {});
    const call = async (as: typeof ruled) => {
      const answer = await as(`/chart/view/getData/${chartId}`, { refresh: true });
      if (!answer.success || answer.data.data.x.length === 0) throw new Error('getData failed');
      return answer.data.data.x.length;
    };
    const [bars, allBars] = [await call(ruled), await call(free)];
    console.log(`bars: ${bars} masked, ${allBars} without`);
    for (let i = 0; i < WARMUP; i++) {
      await call(ruled);
      await call(free);
    }
    const withRule: number[] = [];
    const without: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let start = performance.now();
      await call(ruled);
      withRule.push(performance.now() - start);
      start = performance.now();
      await call(free);
      without.push(performance.now() - start);
    }
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`chart: ${view.title}, ${RUNS} rounds each, result cache bypassed`);
    console.log(`with rule + mask:  median ${ms(median(withRule))}, p95 ${ms(p95(withRule))}`);
    console.log(`without either:    median ${ms(median(without))}, p95 ${ms(p95(without))}`);
    console.log(`ratio: ${(median(withRule) / median(without)).toFixed(3)}`);
  } finally {
    await server.close();
  }
}
