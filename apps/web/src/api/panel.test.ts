// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installHttp } from './client';
import { createHttp, type Http } from './http';
import type { ClientPorts } from './ports';
import * as panelApi from './panel';

/** A real tiny server: it records each request and answers an envelope (or a picture). */
interface Arrival {
  method: string;
  url: string;
  contentType: string;
  authorization: string | undefined;
  body: Buffer;
}
let arrivals: Arrival[] = [];
let server: Server;
let client: Http;
let toasts: string[] = [];
let status = 200;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const IMAGE_URL = `/panel/image/${'ab'.repeat(16)}`;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      arrivals.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        authorization: req.headers.authorization,
        body: Buffer.concat(chunks),
      });
      if (req.url === IMAGE_URL) {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(PNG);
        return;
      }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          success: status < 400,
          code: status < 400 ? 'OK' : 'PANEL_VERSION_CONFLICT',
          message: status < 400 ? '' : 'Someone saved a newer version',
          data: status < 400 ? { id: 'p-1', version: 2 } : null,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ports: ClientPorts = {
    getToken: () => 'tok',
    setToken: () => undefined,
    getLinkToken: () => null,
    setLinkToken: () => undefined,
    getLanguage: () => 'en',
    showError: (message: string) => toasts.push(message),
    confirmReLogin: () => new Promise<void>(() => undefined),
    logout: () => undefined,
    reload: () => undefined,
    text: () => '',
  };
  client = createHttp(ports, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  installHttp(client);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  arrivals = [];
  toasts = [];
  status = 200;
});

describe('the dashboard calls', () => {
  it('use the SPEC §7 paths and methods, 30 s for the group and subject calls', async () => {
    const timeouts: Record<string, number | undefined> = {};
    const spy = client.instance.interceptors.request.use((config) => {
      timeouts[`${config.method?.toUpperCase()} ${config.url}`] = config.timeout;
      return config;
    });
    await panelApi.panelTree({ keyword: 'sales' });
    await panelApi.panelDefaultTree();
    await panelApi.savePanel({ nodeType: 'panel', name: 'Q3', pid: null });
    await panelApi.findPanel('p 1');
    await panelApi.deletePanelNode('f-1');
    await panelApi.listPanelVersions('p-1');
    await panelApi.findPanelVersion('p-1', 3);
    await panelApi.restorePanelVersion('p-1', { version: 3, currentVersion: 5 });
    await panelApi.querySubjects();
    await panelApi.saveSubject({
      name: 'Mine',
      details: {
        panel: { color: '#ffffff', imageUrl: '', backgroundType: 'color' },
        chart: { customAttr: {}, customStyle: {} },
      },
    });
    await panelApi.deleteSubject('s-1');
    client.instance.interceptors.request.eject(spy);

    expect(arrivals.map((a) => `${a.method} ${a.url}`)).toEqual([
      'POST /panel/group/tree',
      'POST /panel/group/defaultTree',
      'POST /panel/group/save',
      'GET /panel/group/findOne/p%201',
      'POST /panel/group/deleteCircle/f-1',
      'POST /panel/version/list/p-1',
      'GET /panel/version/findOne/p-1/3',
      'POST /panel/version/restore/p-1',
      'POST /panel/subject/querySubjectWithGroup',
      'POST /panel/subject/update',
      'DELETE /panel/subject/delete/s-1',
    ]);
    expect(JSON.parse(arrivals[0]!.body.toString())).toEqual({ keyword: 'sales' });
    expect(JSON.parse(arrivals[7]!.body.toString())).toEqual({ version: 3, currentVersion: 5 });
    expect(timeouts).toMatchObject({
      'POST /panel/group/tree': 30_000,
      'POST /panel/group/defaultTree': 30_000,
      'POST /panel/group/save': 30_000,
      'GET /panel/group/findOne/p%201': 30_000,
      'POST /panel/group/deleteCircle/f-1': 30_000,
      'POST /panel/subject/querySubjectWithGroup': 30_000,
      'POST /panel/subject/update': 30_000,
      'DELETE /panel/subject/delete/s-1': 30_000,
      'POST /panel/version/list/p-1': 10_000,
    });
  });

  it('leaves a stale restore to the drawer: the server message on the error, no toast', async () => {
    status = 409;
    await expect(
      panelApi.restorePanelVersion('p-1', { version: 1, currentVersion: 2 }),
    ).rejects.toMatchObject({ response: { status: 409 } });
    expect(toasts).toEqual([]);
  });

  it('toasts a refused document save with the server message', async () => {
    status = 409;
    await expect(
      panelApi.savePanel({ id: 'p-1', name: 'Q3', panelStyle: '{}', panelData: '[]', version: 1 }),
    ).rejects.toThrow();
    expect(toasts).toEqual(['Someone saved a newer version']);
  });

  it('uploads a picture as multipart in the field `file`, reporting progress', async () => {
    const sent: number[] = [];
    const file = new File([PNG], 'logo.png', { type: 'image/png' });
    await panelApi.uploadPanelImage(file, (share) => sent.push(share));
    const arrival = arrivals[0]!;
    expect(arrival.url).toBe('/panel/image/upload');
    expect(arrival.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(arrival.body.toString('latin1')).toContain(
      'Content-Disposition: form-data; name="file"; filename="logo.png"',
    );
    expect(sent.at(-1)).toBe(1);
  });

  it('fetches a stored picture as a Blob with the token header, and nothing else', async () => {
    const blob = await panelApi.fetchPanelImage(IMAGE_URL);
    expect(Buffer.from(await blob.arrayBuffer())).toEqual(PNG);
    expect(arrivals[0]!.authorization).toBe('tok');
    for (const url of ['https://evil.example/x.png', '/panel/image/../../api/auth/logout']) {
      await expect(panelApi.fetchPanelImage(url)).rejects.toThrow(/not a dashboard picture/);
    }
    expect(arrivals).toHaveLength(1);
  });
});
