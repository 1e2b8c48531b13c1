import { describe, expect, it } from 'vitest';
import { cronProblem } from '@tessera/contracts';
import { cronToFields, DEFAULT_FIELDS, fieldsToCron, type ScheduleFields } from './schedulePreset';

const with_ = (patch: Partial<ScheduleFields>) => ({ ...DEFAULT_FIELDS, ...patch });

describe('schedule presets', () => {
  it('each build a valid SPEC §5 expression and read back as the same preset', () => {
    const cases: [Partial<ScheduleFields>, string][] = [
      [{ kind: 'minutes', every: 5 }, '0 0/5 * * * ?'],
      [{ kind: 'hours', every: 3, minute: 15 }, '0 15 0/3 * * ?'],
      [{ kind: 'daily', hour: 23, minute: 59 }, '0 59 23 * * ?'],
      [{ kind: 'weekly', week: 1, hour: 8, minute: 0 }, '0 0 8 ? * 1'],
      [{ kind: 'monthly', day: 31, hour: 0, minute: 5 }, '0 5 0 31 * ?'],
    ];
    for (const [patch, expected] of cases) {
      const cron = fieldsToCron(with_(patch));
      expect(cron).toBe(expected);
      expect(cronProblem(cron)).toBeNull();
      expect(cronToFields(cron)).toMatchObject(patch);
    }
  });

  it('read any other expression as custom, kept as written', () => {
    expect(cronToFields('0  0 1,13 * * ?')).toMatchObject({
      kind: 'custom',
      cron: '0 0 1,13 * * ?',
    });
    expect(fieldsToCron(with_({ kind: 'custom', cron: ' 0 0 1  ? * 2 ' }))).toBe('0 0 1 ? * 2');
  });

  it('turn a cleared number into an invalid expression rather than a guess', () => {
    expect(cronProblem(fieldsToCron(with_({ kind: 'minutes', every: null })))).toBe(
      'validation.cron.invalid',
    );
  });
});
