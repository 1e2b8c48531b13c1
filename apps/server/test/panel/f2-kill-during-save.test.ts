// SECURITY F2: kill -9 during a dashboard save leaves the old version or the new one, never
// half. A real server process (support/spawn-server.ts, as the hostile suite starts one) on a
// fresh data folder takes a stream of large saves, each document marked with its own version
// in every text run; it is SIGKILLed at varied moments and restarted on the same folder, and
// each time the stored dashboard must be whole, one of the documents sent, at the version the
// acknowledged saves promise, and agree with its version history.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  parsePanelData,
  walkComponents,
  type PanelDetail,
  type PanelVersionEntry,
} from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../hostile/target.js';
import { listeningServerEnv, spawnServer, untilListening } from '../support/spawn-server.js';

const PASSWORD = 'Kill#Nine2026';
const ROUNDS = 8;
/** Text components per document, each with runs of this many characters (~480 KB a document). */
const COMPONENTS = 30;
const RUNS = 4;
const RUN_CHARS = 4_000;

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function start(dataDir: string, port: number): Promise<Server> {
  const server = spawnServer({
    env: listeningServerEnv({ port, dataDir, adminPassword: PASSWORD, demoRows: 200 }),
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilListening(server, url, { timeoutMs: 30_000, pollMs: 50 });
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
  return { child: server.child, url, output: server.output };
}

async function kill9(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/** A document whose every text run says which save it is, padded to a few hundred KB. */
function markedDocument(marker: string): string {
  const run = { text: `${marker}|`.padEnd(RUN_CHARS, '#') };
  return JSON.stringify(
    Array.from({ length: COMPONENTS }, (_, i) => ({
      id: `t${i}`,
      component: 'text',
      style: { width: 200, height: 40, top: i * 40, left: 0 },
      propValue: { paragraphs: [{ runs: Array.from({ length: RUNS }, () => run) }] },
    })),
  );
}

/** The markers of a document's runs (a whole document has exactly one, in every run). */
function markersOf(panelData: string): string[] {
  const components = parsePanelData(panelData);
  if (!components) throw new Error('stored document does not parse');
  const markers: string[] = [];
  for (const { component } of walkComponents(components))
    if (component.component === 'text')
      for (const p of component.propValue.paragraphs)
        for (const r of p.runs) {
          expect(r.text).toHaveLength(RUN_CHARS);
          markers.push(r.text.slice(0, r.text.indexOf('|')));
        }
  return markers;
}

describe('F2: kill -9 during dashboard saves', () => {
  let dataDir: string;
  let port: number;
  let server: Server | undefined;

  beforeAll(async () => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-f2-')), 'data');
    port = await freePort();
  });
  afterAll(async () => {
    if (server) await kill9(server);
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('F2: after each kill the dashboard is the old or the new document, whole, at a consistent version', async () => {
    server = await start(dataDir, port);
    const call = async (method: string, url: string, token: string | null, body?: unknown) => {
      const response = await fetch(`${(server as Server).url}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: token } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: (await response.json()) as { data: unknown } };
    };
    const login = await call('POST', '/api/auth/login', null, {
      username: 'admin',
      password: PASSWORD,
    });
    const token = (login.json.data as { token: string }).token;
    const created = await call('POST', '/panel/group/save', token, {
      name: 'Crash board',
      nodeType: 'panel',
    });
    const id = (created.json.data as { id: string }).id;

    /** What each version's document says: version → marker ('' for the empty first one). */
    const markerOfVersion = new Map<number, string>([[1, '']]);
    let acknowledged = 1;
    /** The next save over the version last acknowledged; its answer moves that on. */
    const saveNext = async () => {
      const version = acknowledged + 1;
      const marker = `v=${version}`;
      markerOfVersion.set(version, marker);
      const saved = await call('POST', '/panel/group/save', token, {
        id,
        name: 'Crash board',
        nodeType: 'panel',
        panelStyle: '{}',
        panelData: markedDocument(marker),
        version: acknowledged,
      });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      expect((saved.json.data as { version: number }).version).toBe(version);
      acknowledged = version;
    };
    // A save takes some 50-150 ms here: the kills land at different points of the first few.
    const delays = [0, 10, 25, 40, 55, 75, 100, 130];
    for (let round = 0; round < ROUNDS; round += 1) {
      // A first save after each start warms the code paths, so the kill meets a save as fast
      // as a running server's.
      await saveNext();
      const killer = new Promise<void>((resolve) =>
        setTimeout(() => void kill9(server as Server).then(resolve), delays[round]),
      );
      let stopped = false;
      void killer.then(() => (stopped = true));
      // Saves back to back; the kill lands somewhere inside one of them (before, during or
      // after its transaction, or while it is answered).
      while (!stopped) {
        try {
          await saveNext();
        } catch (error) {
          if (!(error instanceof TypeError)) throw error;
          break; // the connection died with the process
        }
      }
      await killer;

      server = await start(dataDir, port);
      const detail = (await call('GET', `/panel/group/findOne/${id}`, token)).json
        .data as PanelDetail;
      // An acknowledged save is never lost; the one in flight may or may not have landed.
      expect([acknowledged, acknowledged + 1]).toContain(detail.version);
      const markers = markersOf(detail.panelData);
      const expected = markerOfVersion.get(detail.version);
      if (detail.version === 1) expect(markers).toEqual([]);
      else expect(new Set(markers)).toEqual(new Set([expected]));
      const versions = (await call('POST', `/panel/version/list/${id}`, token)).json
        .data as PanelVersionEntry[];
      expect(versions[0]).toMatchObject({ version: detail.version, current: true });
      expect(versions.map((v) => v.version)).toEqual(versions.map((_, i) => detail.version - i));
      const stored = (await call('GET', `/panel/version/findOne/${id}/${detail.version}`, token))
        .json.data as PanelDetail;
      expect(stored.panelData).toBe(detail.panelData);
      acknowledged = detail.version;
    }
  }, 90_000);
});
