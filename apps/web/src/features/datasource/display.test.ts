import { describe, expect, it } from 'vitest';
import type { DatasourceView } from '@tessera/contracts';
import { endpointText, relativeTime } from './display';

const config = (patch: Record<string, unknown>) =>
  ({ configuration: { hasPassword: false, ...patch } }) as Pick<DatasourceView, 'configuration'>;

describe('the list shows where a source points', () => {
  it('as host:port/database', () => {
    expect(endpointText(config({ host: '127.0.0.1', port: 5432, database: 'sales' }))).toBe(
      '127.0.0.1:5432/sales',
    );
  });

  it('with IPv6 hosts bracketed', () => {
    expect(endpointText(config({ host: '::1', port: 3306, database: 'shop' }))).toBe(
      '[::1]:3306/shop',
    );
  });

  it('and nothing for the embedded warehouse, which has no host', () => {
    expect(endpointText(config({}))).toBeNull();
  });
});

describe('the last-checked time reads relative to now', () => {
  const now = Date.UTC(2026, 0, 10, 12, 0, 0);
  it('in English', () => {
    expect(relativeTime(now - 20_000, now, 'en')).toBe('now');
    expect(relativeTime(now - 5 * 60_000, now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(now - 3 * 3_600_000, now, 'en')).toBe('3 hours ago');
    expect(relativeTime(now - 24 * 3_600_000, now, 'en')).toBe('yesterday');
  });

  it('in Chinese', () => {
    expect(relativeTime(now - 5 * 60_000, now, 'zh-CN')).toBe('5分钟前');
    expect(relativeTime(now - 5 * 60_000, now, 'zh-TW')).toBe('5 分鐘前');
  });
});
