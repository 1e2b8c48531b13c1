// The load generator in a process of its own (issue 22 part 2): autocannon sharing the
// server's event loop would take its CPU from the server it measures.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface LoadOptions {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

/** The parts of autocannon's JSON result the benches print. */
export interface LoadResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** Runs autocannon's own CLI in a child process and answers its JSON report. */
export function generateLoad(options: LoadOptions): Promise<LoadResult> {
  const args = [cli, '-j', '-c', String(options.connections), '-d', String(options.seconds)];
  args.push('-m', options.method);
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}=${value}`);
  if (options.body !== undefined) args.push('-b', options.body);
  args.push(options.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err}`));
      try {
        resolve(JSON.parse(out) as LoadResult);
      } catch {
        reject(new Error(`autocannon printed no JSON: ${out.slice(0, 200)} ${err}`));
      }
    });
  });
}
