import { describe, expect, it } from 'vitest';
import { cacheDigest, canonicalJson, type CacheKeyParts } from '../../src/cache/index.js';
import { keyParts } from './support.js';

describe('result cache key (DESIGN §7)', () => {
  it('is a SHA-256 hex digest that never contains the SQL text', () => {
    const digest = cacheDigest(keyParts());
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).toBe(cacheDigest(keyParts()));
  });

  it('differs when any one part differs', () => {
    const base = cacheDigest(keyParts());
    const variants: Partial<CacheKeyParts>[] = [
      { datasourceId: 'ds-2' },
      { sql: 'SELECT 1' },
      { params: [2025] },
      { params: ['2024'] },
      { params: [2024, null] },
      { permission: { orgId: 1, rowRules: [{ field: 'region', op: 'eq', value: 'West' }] } },
      { permission: { orgId: 2, rowRules: [{ field: 'region', op: 'eq', value: 'East' }] } },
      { permission: null },
      { datasetId: 'dataset-2' },
      { datasetVersion: 4 },
      { datasetVersion: '3' },
      { extractVersion: 'sync-7' },
    ];
    const digests = variants.map((change) => cacheDigest(keyParts(change)));
    for (const digest of digests) expect(digest).not.toBe(base);
    expect(new Set(digests).size).toBe(variants.length);
  });

  it('does not depend on the order of object keys, at any depth', () => {
    const a = keyParts({
      permission: { orgId: 1, rules: { region: ['East'], city: { op: 'in', values: [1, 2] } } },
    });
    const b: CacheKeyParts = {
      extractVersion: null,
      datasetVersion: 3,
      datasetId: 'dataset-1',
      permission: { rules: { city: { values: [1, 2], op: 'in' }, region: ['East'] }, orgId: 1 },
      params: [2024],
      sql: a.sql,
      datasourceId: 'ds-1',
    };
    expect(cacheDigest(b)).toBe(cacheDigest(a));
  });

  it('keeps the order of arrays: bound parameters are positional', () => {
    expect(cacheDigest(keyParts({ params: [1, 2] }))).not.toBe(
      cacheDigest(keyParts({ params: [2, 1] })),
    );
  });

  it('treats a missing extract version like null and an undefined property like an absent one', () => {
    const { extractVersion: _omitted, ...withoutExtract } = keyParts();
    expect(cacheDigest(withoutExtract)).toBe(cacheDigest(keyParts({ extractVersion: null })));
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }));
  });

  it('tells apart the values plain JSON would blur together', () => {
    const texts = [
      null,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      10n,
      '10',
      10,
      new Date('2024-01-01T00:00:00Z'),
      '2024-01-01T00:00:00.000Z',
      [undefined],
      [null],
    ].map((value) => canonicalJson([value]));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('refuses parts that are not data', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => cacheDigest(keyParts({ permission: circular }))).toThrow(TypeError);
    expect(() => cacheDigest(keyParts({ params: [() => 1] }))).toThrow(TypeError);
  });
});

describe('digests of frozen keys (issue 22 part 2)', () => {
  const parts = () => ({
    datasourceId: 'ds',
    sql: 'select 1',
    params: [1],
    permission: { rowRule: { kind: 'condition', value: 'A' } },
    datasetId: 'd',
    datasetVersion: 1,
  });
  const freeze = <T>(value: T): T => {
    if (typeof value === 'object' && value !== null) {
      Object.freeze(value);
      Object.values(value).forEach(freeze);
    }
    return value;
  };

  it('gives a frozen key the digest an equal unfrozen key has', () => {
    const frozen = freeze(parts());
    expect(cacheDigest(frozen)).toBe(cacheDigest(parts()));
    expect(cacheDigest(frozen)).toBe(cacheDigest(parts()));
  });

  it('digests a key frozen only at the top afresh each time: its inside can change', () => {
    const shallow = Object.freeze(parts());
    const first = cacheDigest(shallow);
    (shallow.permission.rowRule as { value: string }).value = 'B';
    expect(cacheDigest(shallow)).not.toBe(first);
  });
});
