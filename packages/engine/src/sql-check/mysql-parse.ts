// node-sql-parser off the main thread. Its PEG grammars backtrack without memoisation, and some
// short texts take exponential time (twelve nested CASTs: about 20 s; eight unclosed nested
// subqueries: about 3 s), which on the server's thread would stall every request. So the
// parsing runs in one worker thread, one text at a time, and a text that takes longer than
// PARSE_TIMEOUT_MS ends the worker (a new one starts for the next text) and is refused.
// The worker is plain JavaScript given as source, so it runs the same under vitest, tsx and the
// server's bundle; the parser modules are resolved here, from the engine's dependencies.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export const PARSE_TIMEOUT_MS = 2_000;

export type Parsed =
  | { ok: true; statements: unknown[] }
  | { ok: false; timedOut?: boolean; position?: number; detail: string };

/** MariaDB's grammar first, then MySQL's (each knows syntax the other lacks). */
const GRAMMARS: readonly [module: string, database: string][] = [
  ['node-sql-parser/build/mariadb.js', 'MariaDB'],
  ['node-sql-parser/build/mysql.js', 'MySQL'],
];

const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const grammars = workerData.grammars.map(([path, database]) => {
  const module = require(path);
  return { parser: new (module.default || module).Parser(), database };
});
function parseWith(grammar, sql) {
  try {
    const ast = grammar.parser.astify(sql, {
      database: grammar.database,
      parseOptions: { includeLocations: true },
    });
    return { ok: true, statements: (Array.isArray(ast) ? ast : [ast]).filter((s) => s !== null) };
  } catch (error) {
    const start = error && error.location && error.location.start;
    const parsed = { ok: false, detail: String((error && error.message) || error).slice(0, 200) };
    if (start && typeof start.offset === 'number') parsed.position = start.offset;
    return parsed;
  }
}
parentPort.on('message', ({ id, sql }) => {
  let best;
  for (const grammar of grammars) {
    const parsed = parseWith(grammar, sql);
    if (parsed.ok) { best = parsed; break; }
    // Keep the error of the grammar that read furthest: likelier the user's own mistake.
    if (!best || (parsed.position ?? -1) > (best.position ?? -1)) best = parsed;
  }
  parentPort.postMessage({ id, parsed: best });
});
`;

interface Running {
  worker: Worker;
  waiting: Map<number, (parsed: Parsed | Error) => void>;
}

let running: Running | undefined;
let nextId = 1;
/** One text at a time: a slow one must not make the next one's time run out. */
let queue: Promise<unknown> = Promise.resolve();

function start(): Running {
  const require = createRequire(import.meta.url);
  const grammars = GRAMMARS.map(([module, database]) => [require.resolve(module), database]);
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { grammars } });
  // An idle parser must not keep the process alive; a pending call's timer does meanwhile.
  worker.unref();
  const state: Running = { worker, waiting: new Map() };
  worker.on('message', ({ id, parsed }: { id: number; parsed: Parsed }) => {
    state.waiting.get(id)?.(parsed);
    state.waiting.delete(id);
  });
  const fail = (error: Error) => {
    if (running === state) running = undefined;
    for (const settle of state.waiting.values()) settle(error);
    state.waiting.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`SQL parser worker exited (${code})`)));
  return state;
}

function parseOnce(sql: string): Promise<Parsed> {
  running ??= start();
  const state = running;
  const id = nextId++;
  return new Promise<Parsed>((resolve, reject) => {
    const timer = setTimeout(() => {
      state.waiting.delete(id);
      if (running === state) running = undefined;
      void state.worker.terminate();
      resolve({ ok: false, timedOut: true, detail: `parsing took over ${PARSE_TIMEOUT_MS} ms` });
    }, PARSE_TIMEOUT_MS);
    state.waiting.set(id, (parsed) => {
      clearTimeout(timer);
      if (parsed instanceof Error) reject(parsed);
      else resolve(parsed);
    });
    state.worker.postMessage({ id, sql });
  });
}

/** The statements node-sql-parser reads in `sql`, or why it could not. */
export function parseMysqlFamily(sql: string): Promise<Parsed> {
  const parsed = queue.then(() => parseOnce(sql));
  queue = parsed.catch(() => undefined);
  return parsed;
}
