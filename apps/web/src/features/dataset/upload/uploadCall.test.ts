// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_PREVIEW } from '../../../test/datasetPartsFixtures';
import { installHttp } from '../../../api/client';
import { createHttp } from '../../../api/http';
import type { ClientPorts } from '../../../api/ports';
import { importUploadedFile, uploadDatasetFile } from '../../../api/datasetUpload';

/** A real tiny server: it records what arrived and answers as the dataset API does. */
interface Arrival {
  url: string;
  contentType: string;
  body: Buffer;
}
let arrivals: Arrival[] = [];
let answer: (res: ServerResponse) => void;
let server: Server;
let toasts: string[] = [];

const envelope = (data: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ success: true, code: 'OK', message: '', data, ...extra });

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      arrivals.push({
        url: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks),
      });
      answer(res);
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
  installHttp(createHttp(ports, `http://127.0.0.1:${(server.address() as AddressInfo).port}`));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  arrivals = [];
  toasts = [];
  answer = (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(envelope(UPLOAD_PREVIEW));
  };
});

describe('the upload call', () => {
  it('sends the file as multipart in the field `file`, reporting progress up to all of it', async () => {
    const content = 'region,amount\n' + 'north,12\n'.repeat(200_000);
    const file = new File([content], 'sales.csv', { type: 'text/csv' });
    const sent: number[] = [];
    const preview = await uploadDatasetFile(file, (share) => sent.push(share));
    expect(preview).toEqual(UPLOAD_PREVIEW);

    const arrival = arrivals[0]!;
    expect(arrival.url).toBe('/dataset/table/excel/upload');
    expect(arrival.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const text = arrival.body.toString('utf8');
    expect(text).toContain('Content-Disposition: form-data; name="file"; filename="sales.csv"');
    expect(text).toContain(content);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.at(-1)).toBe(1);
    expect([...sent].sort((a, b) => a - b)).toEqual(sent);
  });

  it('leaves a refusal to the drawer: no toast, the server message on the error', async () => {
    answer = (res) => {
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end(
        envelope(null, {
          success: false,
          code: 'DATASET_UPLOAD_TOO_LARGE',
          message: 'The file is larger than 200 MB',
        }),
      );
    };
    const file = new File(['a,b\n1,2\n'], 'x.csv');
    await expect(uploadDatasetFile(file, () => undefined)).rejects.toMatchObject({
      response: { status: 413 },
    });
    await expect(
      importUploadedFile({
        uploadId: UPLOAD_PREVIEW.uploadId,
        name: 'x',
        fields: [{ name: 'a', deType: 0 }],
      }),
    ).rejects.toMatchObject({ response: { status: 413 } });
    expect(toasts).toEqual([]);
    expect(JSON.parse(arrivals[1]!.body.toString('utf8'))).toEqual({
      uploadId: UPLOAD_PREVIEW.uploadId,
      name: 'x',
      fields: [{ name: 'a', deType: 0 }],
    });
  });
});
