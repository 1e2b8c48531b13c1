// A latency probe for load tests: a URL fetched back to back from a worker thread, an event
// loop of its own, so that the megabytes the test itself is sending do not delay the probe and
// what it measures is the server's answer time.
import { Worker } from 'node:worker_threads';

/**
 * The worker (plain JavaScript: it runs without the test's TypeScript loader): GETs the URL
 * back to back, 10 ms apart, until told to stop; posts the latencies and how many answers were
 * not 200.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.on('message', () => (stop = true));
(async () => {
  // One GET first: a new thread's first fetch sets up its client, which is not the server's time.
  await (await fetch(workerData.url)).arrayBuffer();
  parentPort.postMessage('ready');
  const times = [];
  let refused = 0;
  while (!stop) {
    const started = performance.now();
    const response = await fetch(workerData.url);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (response.status !== 200) refused += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  parentPort.postMessage({ times, refused });
})();
`;

export interface Probe {
  /** Stops probing and answers what was measured. */
  stop: () => Promise<{ times: number[]; refused: number }>;
}

/** Starts probing `url`; resolves once the worker's first (warm-up) GET is answered. */
export async function startProbe(url: URL): Promise<Probe> {
  const worker = new Worker(PROBE, { eval: true, workerData: { url: url.href } });
  const messages: unknown[] = [];
  let wake = () => undefined as void;
  worker.on('message', (message) => {
    messages.push(message);
    wake();
  });
  const next = async () => {
    while (messages.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return messages.shift();
  };
  await next(); // 'ready'
  return {
    stop: async () => {
      worker.postMessage('stop');
      const answer = (await next()) as { times: number[]; refused: number };
      await worker.terminate();
      return answer;
    },
  };
}
