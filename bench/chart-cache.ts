// Cached chart data under load (issue 8): 50 connections for 10 s (autocannon) of
// POST /chart/view/getData on one demo chart, answered from the result cache after the first
// call, the load generated in a process of its own. Prints latency p50 / p99, requests per second, and how many queries the server really
// ran; last line `req_per_s: N` (target ≥ 3000 on 2 cores). Everything stays on 127.0.0.1.
import { startBenchServer } from './chart-server.js';
import { generateLoad } from './load-generator.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export async function runChartCacheBench(): Promise<void> {
  // Load shedding judges the event loop; a benchmark saturating it on purpose would be shed.
  const server = await startBenchServer();
  try {
    const id = await server.chartOfType('bar');
    const path = `/chart/view/getData/${id}`;
    const first = await server.post<{ data: { cached: boolean } }>(path, {});
    const second = await server.post<{ data: { cached: boolean } }>(path, {});
    if (!first.success || !second.success) throw new Error('getData failed');
    console.log(`first call cached: ${first.data.data.cached}, second: ${second.data.data.cached}`);

    // The load comes from another process: on 2 cores it must not share the server's loop.
    const result = await generateLoad({
      url: `${server.base}${path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', Authorization: server.token },
      body: '{}',
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `\n${CONNECTIONS} connections, ${SECONDS} s: ${result.requests.total} requests, ${errors} errors/non-2xx`,
    );
    console.log(`latency p50: ${result.latency.p50} ms`);
    console.log(`latency p99: ${result.latency.p99} ms`);
    console.log(`throughput: ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`);
    console.log(`req_per_s: ${Math.round(result.requests.average)}`);
  } finally {
    await server.close();
  }
}
