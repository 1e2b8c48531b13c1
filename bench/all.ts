// `npm run bench -- all`: every bench in sequence, each in its own process (a bench's server,
// DuckDB threads and memory never colour the next one), then one table of the figures each
// printed as `name: number` lines (cold_ms, req_per_s, ratio, rows_per_s, values_ms, …).
import { spawn } from 'node:child_process';

interface BenchFigures {
  bench: string;
  seconds: number;
  exitCode: number | null;
  figures: [string, string][];
}

/** `ratio: 1.083` → ['ratio', '1.083']: the figure lines each bench ends with. */
const FIGURE_LINE = /^([a-z][a-z0-9_]*): (-?[0-9][0-9.]*)\s*$/;

function runOne(bench: string): Promise<BenchFigures> {
  const started = performance.now();
  return new Promise((resolve) => {
    // The flags this runner was started with (package.json: the server's young-generation size).
    const child = spawn(process.execPath, [...process.execArgv, 'run.ts', bench], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString('utf8');
    });
    child.on('close', (exitCode) => {
      const figures = output
        .split('\n')
        .map((line) => FIGURE_LINE.exec(line.trim()))
        .filter((match): match is RegExpExecArray => match !== null)
        .map((match): [string, string] => [match[1]!, match[2]!]);
      resolve({ bench, seconds: (performance.now() - started) / 1000, exitCode, figures });
    });
  });
}

export async function runAllBenches(names: readonly string[]): Promise<void> {
  const results: BenchFigures[] = [];
  for (const name of names) {
    console.log(`\n==> bench ${name}`);
    results.push(await runOne(name));
  }
  console.log('\nbench          took s  figures');
  for (const { bench, seconds, exitCode, figures } of results) {
    const shown =
      exitCode === 0
        ? figures.map(([key, value]) => `${key}=${value}`).join('  ') || '(no figure lines)'
        : `FAILED (exit ${exitCode})`;
    console.log(`${bench.padEnd(14)} ${seconds.toFixed(0).padStart(6)}  ${shown}`);
  }
  if (results.some((result) => result.exitCode !== 0)) process.exitCode = 1;
}
