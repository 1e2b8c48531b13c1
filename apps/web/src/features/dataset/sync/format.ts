import type { TFunction } from 'i18next';

/** A run's length as people say it: "0.8 s", "42 s", "3 min 5 s", "1 h 2 min". */
export function formatDuration(ms: number, t: TFunction): string {
  if (ms < 60_000) {
    const seconds = ms / 1000;
    return t('datasetSync.duration.seconds', {
      n: seconds < 10 ? seconds.toFixed(1) : Math.round(seconds),
    });
  }
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) {
    return t('datasetSync.duration.minutes', { m: minutes, s: Math.floor((ms % 60_000) / 1000) });
  }
  return t('datasetSync.duration.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
}

export const formatCount = (n: number, language: string) => n.toLocaleString(language);

/** Quartz week numbers 1 (Sunday) … 7 (Saturday) with the language's day names. */
export function weekDays(language: string): { value: number; label: string }[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-07 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => ({
    value: i + 1,
    label: format.format(Date.UTC(2024, 0, 7 + i)),
  }));
}
