import { presetToCron, type CronPreset } from '@tessera/contracts';

export type PresetKind = CronPreset['kind'] | 'custom';
export const PRESET_KINDS: readonly PresetKind[] = [
  'minutes',
  'hours',
  'daily',
  'weekly',
  'monthly',
  'custom',
];

/**
 * The editor's fields. Numbers may be null while the user clears an input: the cron built from
 * them is then invalid and the SPEC §5 message says so, rather than a silent clamp.
 */
export interface ScheduleFields {
  kind: PresetKind;
  every: number | null;
  minute: number | null;
  hour: number | null;
  /** Quartz week day: 1 = Sunday … 7 = Saturday. */
  week: number | null;
  day: number | null;
  /** The raw expression (what 'custom' saves; the others show theirs here). */
  cron: string;
}

/** Nightly at 02:00, a quiet hour for most databases. */
export const DEFAULT_FIELDS: ScheduleFields = {
  kind: 'daily',
  every: 1,
  minute: 0,
  hour: 2,
  week: 2,
  day: 1,
  cron: '0 0 2 * * ?',
};

const n = (value: number | null) => (value === null ? Number.NaN : value);

/** The Quartz expression the fields stand for. */
export function fieldsToCron(fields: ScheduleFields): string {
  const { every, minute, hour, week, day } = fields;
  switch (fields.kind) {
    case 'custom':
      return fields.cron.trim().replace(/\s+/g, ' ');
    case 'minutes':
      return presetToCron({ kind: 'minutes', every: n(every) });
    case 'hours':
      return presetToCron({ kind: 'hours', every: n(every), minute: n(minute) });
    case 'daily':
      return presetToCron({ kind: 'daily', hour: n(hour), minute: n(minute) });
    case 'weekly':
      return presetToCron({ kind: 'weekly', week: n(week), hour: n(hour), minute: n(minute) });
    case 'monthly':
      return presetToCron({ kind: 'monthly', day: n(day), hour: n(hour), minute: n(minute) });
  }
}

const PATTERNS: { kind: CronPreset['kind']; re: RegExp; keys: (keyof ScheduleFields)[] }[] = [
  { kind: 'minutes', re: /^0 0\/(\d+) \* \* \* \?$/, keys: ['every'] },
  { kind: 'hours', re: /^0 (\d+) 0\/(\d+) \* \* \?$/, keys: ['minute', 'every'] },
  { kind: 'daily', re: /^0 (\d+) (\d+) \* \* \?$/, keys: ['minute', 'hour'] },
  { kind: 'weekly', re: /^0 (\d+) (\d+) \? \* (\d)$/, keys: ['minute', 'hour', 'week'] },
  { kind: 'monthly', re: /^0 (\d+) (\d+) (\d+) \* \?$/, keys: ['minute', 'hour', 'day'] },
];

/** A saved expression back as the preset that makes it, or as 'custom' when none does. */
export function cronToFields(expression: string): ScheduleFields {
  const cron = expression.trim().replace(/\s+/g, ' ');
  for (const { kind, re, keys } of PATTERNS) {
    const match = re.exec(cron);
    if (!match) continue;
    const values = Object.fromEntries(keys.map((key, i) => [key, Number(match[i + 1])]));
    return { ...DEFAULT_FIELDS, ...values, kind, cron };
  }
  return { ...DEFAULT_FIELDS, kind: 'custom', cron };
}
