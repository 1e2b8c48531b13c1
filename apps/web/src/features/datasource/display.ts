import type { DatasourceView } from '@tessera/contracts';

/**
 * Where a source points, for the list: "host:port/database", IPv6 hosts bracketed. The built-in
 * warehouse has no host: the caller shows its own label for that (null here).
 */
export function endpointText(view: Pick<DatasourceView, 'configuration'>): string | null {
  const config = view.configuration as Partial<DatasourceView['configuration']> | undefined;
  if (!config?.host) return null;
  const host =
    config.host.includes(':') && !config.host.startsWith('[') ? `[${config.host}]` : config.host;
  const port = config.port ? `:${config.port}` : '';
  const database = config.database ? `/${config.database}` : '';
  return `${host}${port}${database}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 minutes ago" / "3 分钟前" for the last-checked column; under a minute reads as now. */
export function relativeTime(at: number, now: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const seconds = Math.round((at - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
