// SECURITY D1, D2 over the HTTP upload route: forged workbooks whose zip headers lie about
// their sizes are refused with a code naming the bound they crossed and a message wholly in
// the caller's language; nothing is staged, imported or listed afterwards. Files that cannot
// be read, and cells that do not fit, are explained in the caller's language too.
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorCode, Language, UploadPreview } from '@tessera/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deflateRepeated,
  sheetXml,
  writeRawWorkbook,
  writeWorkbook,
  writeZip,
} from '../../../../packages/engine/test/fixtures/upload/make-files.js';
import { createTestContext, login, type TestContext } from '../helpers.js';
import { CJK, expectError } from '../security/support.js';
import { client, dataOf } from '../datasource/support.js';
import type { Api } from './support.js';

/** A multipart body holding one file in the field `file`. */
function multipart(fileName: string, content: Buffer | string) {
  const boundary = `----tessera${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>id</t></is></c></row>';
const SHEET_TAIL = '</sheetData></worksheet>';

describe('upload bounds over HTTP (SECURITY D1, D2)', () => {
  let ctx: TestContext;
  let token: string;
  let api: Api;
  const files: Record<string, Buffer> = {};

  beforeAll(async () => {
    ctx = await createTestContext();
    token = await login(ctx.app);
    api = client(ctx, token);
    const dir = fs.mkdtempSync(path.join(ctx.dataDir, 'forged-'));
    const made = (name: string) => path.join(dir, `${name}.xlsx`);
    // The incident, smaller: a sheet whose headers claim 4 KB and that inflates to 8 MB.
    const bomb = await deflateRepeated(
      SHEET_HEAD,
      '<row r="2"><c r="A2"><v>1</v></c></row>',
      210_000,
      SHEET_TAIL,
    );
    writeRawWorkbook(made('ratio'), [
      { name: 'S', file: 'sheet1.xml', xml: bomb, declaredSize: 4096 },
    ]);
    const wide = Array.from({ length: 1_001 }, (_, i) => `c${i}`);
    await writeWorkbook(made('columns'), [{ name: 'S', rows: [wide] }]);
    writeZip(made('expanded'), [
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      { name: 'xl/sharedStrings.xml', data: 'x', declaredSize: 0xfffffff0 },
    ]);
    const nest = await deflateRepeated(SHEET_HEAD, '<a>', 100_000, SHEET_TAIL);
    writeRawWorkbook(made('nesting'), [{ name: 'S', file: 'sheet1.xml', xml: nest }]);
    writeRawWorkbook(
      made('missing'),
      [
        { name: 'Wanted', file: 'sheet2.xml', xml: sheetXml([['w']]) },
        { name: 'Other', file: 'sheet1.xml', xml: sheetXml([['o']]) },
      ],
      { zipOrder: ['sheet1.xml'] },
    );
    for (const name of ['ratio', 'columns', 'expanded', 'nesting', 'missing'])
      files[name] = fs.readFileSync(made(name));
    fs.rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => ctx?.close());

  const upload = (fileName: string, content: Buffer | string, language: Language) => {
    const body = multipart(fileName, content);
    return ctx.app.inject({
      method: 'POST',
      url: '/dataset/table/excel/upload',
      headers: { ...body.headers, authorization: token, 'accept-language': language },
      payload: body.payload,
    });
  };

  const datasetCount = async () =>
    Number(
      (
        await ctx.services.db
          .selectFrom('datasets')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Each language's refusal: the code, and the message exactly, with no English in Chinese. */
  async function expectRefusal(
    file: Buffer | string,
    fileName: string,
    status: number,
    code: ErrorCode,
    messages: Record<Language, string>,
  ): Promise<void> {
    const before = await datasetCount();
    for (const language of ['en', 'zh-CN', 'zh-TW'] as const) {
      const envelope = expectError(await upload(fileName, file, language), status, code);
      expect(envelope.message).toBe(messages[language]);
      if (language === 'en') expect(envelope.message).not.toMatch(CJK);
      // Only the bound's own figures, the format's name and ASCII punctuation are not Chinese.
      else
        expect(envelope.message.replace(/xlsx|XML|CSV UTF-8|UTF-8|MB|[\d,.\s"]/g, '')).not.toMatch(
          /[A-Za-z]/,
        );
    }
    // D2: the refused file is not kept, and nothing was imported.
    expect(fs.readdirSync(path.join(ctx.dataDir, 'uploads'))).toEqual([]);
    expect(await datasetCount()).toBe(before);
  }

  it('refuses a sheet whose headers claim 4 KB by the compression ratio it really inflates at', async () => {
    await expectRefusal(files.ratio!, 'sales.xlsx', 413, 'DATASET_UPLOAD_COMPRESSION_RATIO', {
      en: 'A part of the workbook has a compression ratio over 200: it is refused as a zip bomb',
      'zh-CN': '工作簿中有部分的压缩比超过 200，疑为压缩炸弹，已拒绝',
      'zh-TW': '活頁簿中有部分的壓縮比超過 200，疑為壓縮炸彈，已拒絕',
    });
  });

  it('refuses a workbook declaring more than it may expand to, naming the bound in MB', async () => {
    await expectRefusal(files.expanded!, 'big.xlsx', 413, 'DATASET_UPLOAD_EXPANDS_TOO_LARGE', {
      en: 'The workbook expands to more than 1024 MB',
      'zh-CN': '工作簿解压后超过 1024 MB',
      'zh-TW': '活頁簿解壓縮後超過 1024 MB',
    });
  });

  it('refuses a header wider than the column bound, naming the bound', async () => {
    await expectRefusal(files.columns!, 'wide.xlsx', 413, 'DATASET_UPLOAD_TOO_MANY_COLUMNS', {
      en: 'The file has more than 1,000 columns',
      'zh-CN': '文件超过 1,000 列',
      'zh-TW': '檔案超過 1,000 欄',
    });
  });

  it('refuses XML nested past the bound', async () => {
    await expectRefusal(files.nesting!, 'deep.xlsx', 413, 'DATASET_UPLOAD_NESTED_TOO_DEEP', {
      en: "The workbook's XML is nested more than 64 levels deep",
      'zh-CN': '工作簿的 XML 嵌套超过 64 层',
      'zh-TW': '活頁簿的 XML 巢狀超過 64 層',
    });
  });

  it('says why a workbook cannot be read in the caller language only', async () => {
    await expectRefusal(files.missing!, 'two.xlsx', 400, 'DATASET_UPLOAD_FILE', {
      en: 'The file cannot be read: the first sheet cannot be found',
      'zh-CN': '无法读取文件：找不到第一个工作表',
      'zh-TW': '無法讀取檔案：找不到第一個工作表',
    });
  });

  it('names the row of a ragged CSV row in the caller language only', async () => {
    await expectRefusal('a,b\n1,2\n\n3\n', 'ragged.csv', 400, 'DATASET_UPLOAD_FILE', {
      en: 'The file cannot be read: row 4 has 1 values where the header has 2 columns',
      'zh-CN': '无法读取文件：第 4 行有 1 个值，而标题行有 2 列',
      'zh-TW': '無法讀取檔案：第 4 列有 1 個值，而標題列有 2 欄',
    });
  });

  it('says why a cell does not fit its column in the caller language only', async () => {
    const preview = dataOf<UploadPreview>(await upload('n.csv', 'city,n\nA,1\nB,x\n', 'en'));
    const fields = [
      { name: 'city', deType: 0 },
      { name: 'n', deType: 2 },
    ];
    const refused = await api.post(
      '/dataset/table/excel/import',
      { uploadId: preview.uploadId, name: 'Cities', fields },
      'zh-CN',
    );
    expect(expectError(refused, 400, 'DATASET_UPLOAD_INVALID').message).toBe(
      '第 3 行，第 n 列：不是数字',
    );
  });
});
