// SPEC §5 cron rules for sync schedules (Quartz form: second minute hour day month week [year]):
// intervals of 1-59 minutes, 1-23 hours, 1-31 days; of day and week exactly one is '?'.
import { describe, expect, it } from 'vitest';
import type { CronPreset } from './cron.js';
import { cronProblem, cronSchema, presetToCron, toSixFieldPattern } from './cron.js';

describe('SPEC §5 cron rules', () => {
  it.each([
    '0 0/1 * * * ?',
    '0 0/59 * * * ?',
    '0 15 0/1 * * ?',
    '0 15 0/23 * * ?',
    '0 0 3 1/1 * ?',
    '0 0 3 1/31 * ?',
    '0 30 8 ? * 2',
    '0 30 8 ? * 1-7',
    '0 30 8 ? * 2,4,6',
    '0 0 12 15 * ?',
    '0 0 12 15 1-12 ?',
    '0 0 12 ? * 2 *',
    '0 */5 * * * ?',
    '*/1 * * * * ?',
    '  0   0/5 *  * * ?  ',
  ])('accepts %j', (expression) => {
    expect(cronProblem(expression)).toBeNull();
  });

  it.each([
    ['0 0/0 * * * ?', 'validation.cron.minutes'],
    ['0 0/60 * * * ?', 'validation.cron.minutes'],
    ['0 */60 * * * ?', 'validation.cron.minutes'],
    ['0 0 0/0 * * ?', 'validation.cron.hours'],
    ['0 0 0/24 * * ?', 'validation.cron.hours'],
    ['0 0 0 1/0 * ?', 'validation.cron.days'],
    ['0 0 0 1/32 * ?', 'validation.cron.days'],
  ] as const)('refuses the interval in %j with %s', (expression, problem) => {
    expect(cronProblem(expression)).toBe(problem);
  });

  it.each([
    ['day and week both unset', '0 0 3 ? * ?'],
    ['day and week both set', '0 0 3 1 * 2'],
    ['day and week both every', '0 0 3 * * *'],
  ])('refuses %s', (_case, expression) => {
    expect(cronProblem(expression)).toBe('validation.cron.dayAndWeek');
  });

  it.each([
    ['empty', ''],
    ['five fields', '0 0 3 * ?'],
    ['eight fields', '0 0 3 * * ? * *'],
    ['a minute of 60', '0 60 3 * * ?'],
    ['an hour of 24', '0 0 24 * * ?'],
    ['a day of 0', '0 0 3 0 * ?'],
    ['a day of 32', '0 0 3 32 * ?'],
    ['a month of 13', '0 0 3 1 13 ?'],
    ['a week day of 0 (Quartz counts 1-7)', '0 0 3 ? * 0'],
    ['a week day of 8', '0 0 3 ? * 8'],
    ['a reversed range', '0 0 3 ? * 5-2'],
    ['a week day name', '0 0 3 ? * MON'],
    ['Quartz L', '0 0 3 L * ?'],
    ['a question mark in the minutes', '0 ? 3 * * ?'],
    ['a question mark in the month', '0 0 3 ? ? 2'],
    ['a specific year', '0 0 3 * * ? 2030'],
    ['a double step', '0 0/5/2 * * * ?'],
    ['a negative number', '0 -5 * * * ?'],
    ['text', 'every day'],
  ])('refuses %s as invalid', (_case, expression) => {
    expect(cronProblem(expression)).toBe('validation.cron.invalid');
  });

  it('normalises spacing and reports the problem as the message key', () => {
    expect(cronSchema.parse('  0  0/5 * * * ? ')).toBe('0 0/5 * * * ?');
    const result = cronSchema.safeParse('0 0/60 * * * ?');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['validation.cron.minutes']);
    expect(cronSchema.safeParse(`0 0/5 * * * ? ${' '.repeat(120)}`).success).toBe(false);
  });
});

describe('toSixFieldPattern', () => {
  it.each([
    ['0 0/5 * * * ?', '0 0-59/5 * * * *'],
    ['0 30 0/6 * * ?', '0 30 0-23/6 * * *'],
    ['0 0 3 1/2 * ?', '0 0 3 1-31/2 * *'],
    ['5/10 0 0 1 2/3 ?', '5-59/10 0 0 1 2-12/3 *'],
    ['0 0 3 ? * 2/2', '0 0 3 * * 1-6/2'],
    ['0 0/15,50 * * * ?', '0 0-59/15,50 * * * *'],
    ['0 */5 * * * ?', '0 */5 * * * *'],
    ['0 30 8 ? * 2', '0 30 8 * * 1'],
    ['0 30 8 ? * 1-7', '0 30 8 * * 0-6'],
    ['0 30 8 ? * 2,4,7', '0 30 8 * * 1,3,6'],
    ['0 30 8 ? * 2-6/2', '0 30 8 * * 1-5/2'],
    ['0 0 12 15 * ?', '0 0 12 15 * *'],
    ['0 0 12 ? * 2 *', '0 0 12 * * 1'],
    ['  0   0/5 *  * * ?  ', '0 0-59/5 * * * *'],
  ])('turns %j into %j (week from 0 = Sunday, no year)', (quartz, six) => {
    expect(toSixFieldPattern(quartz)).toBe(six);
  });

  it('leaves the numbers of every field but the week alone', () => {
    expect(toSixFieldPattern('1 2 3 4 5 ?')).toBe('1 2 3 4 5 *');
  });
});

describe('presetToCron', () => {
  it.each<[CronPreset, string]>([
    [{ kind: 'minutes', every: 15 }, '0 0/15 * * * ?'],
    [{ kind: 'hours', every: 6, minute: 30 }, '0 30 0/6 * * ?'],
    [{ kind: 'daily', hour: 2, minute: 5 }, '0 5 2 * * ?'],
    [{ kind: 'weekly', week: 2, hour: 8, minute: 0 }, '0 0 8 ? * 2'],
    [{ kind: 'monthly', day: 31, hour: 23, minute: 59 }, '0 59 23 31 * ?'],
  ])('builds %j as %j, a schedule the rules accept', (preset, expression) => {
    expect(presetToCron(preset)).toBe(expression);
    expect(cronProblem(presetToCron(preset))).toBeNull();
  });

  it('builds presets outside the SPEC ranges that the rules then refuse', () => {
    expect(cronProblem(presetToCron({ kind: 'minutes', every: 60 }))).toBe(
      'validation.cron.minutes',
    );
    expect(cronProblem(presetToCron({ kind: 'hours', every: 24, minute: 0 }))).toBe(
      'validation.cron.hours',
    );
    expect(cronProblem(presetToCron({ kind: 'monthly', day: 32, hour: 0, minute: 0 }))).toBe(
      'validation.cron.invalid',
    );
  });
});
