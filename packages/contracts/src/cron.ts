import { z } from 'zod';

/**
 * Sync schedules (SPEC §5 cron). The stored form is Quartz's `second minute hour day month week
 * [year]`, as DataEase users know it. SPEC §5 rules: an interval (`a/n`) is 1-59 minutes, 1-23
 * hours or 1-31 days; of day and week exactly one is '?' (not set), never both, never neither.
 * Month and week are numbers (week 1 = Sunday … 7 = Saturday, Quartz's numbering).
 */

export type CronError =
  | 'validation.cron.invalid'
  | 'validation.cron.minutes'
  | 'validation.cron.hours'
  | 'validation.cron.days'
  | 'validation.cron.dayAndWeek';

interface FieldRule {
  min: number;
  max: number;
  /** Allowed interval step, and the message when it is outside. */
  step: { min: number; max: number; error: CronError };
}

const FIELDS: FieldRule[] = [
  { min: 0, max: 59, step: { min: 1, max: 59, error: 'validation.cron.invalid' } }, // second
  { min: 0, max: 59, step: { min: 1, max: 59, error: 'validation.cron.minutes' } }, // minute
  { min: 0, max: 23, step: { min: 1, max: 23, error: 'validation.cron.hours' } }, // hour
  { min: 1, max: 31, step: { min: 1, max: 31, error: 'validation.cron.days' } }, // day
  { min: 1, max: 12, step: { min: 1, max: 12, error: 'validation.cron.invalid' } }, // month
  { min: 1, max: 7, step: { min: 1, max: 7, error: 'validation.cron.invalid' } }, // week
];
const DAY = 3;
const WEEK = 5;

const NUMBER = /^\d{1,2}$/;

function checkPart(part: string, rule: FieldRule): CronError | null {
  const [range, step, ...rest] = part.split('/');
  if (rest.length > 0 || range === undefined) return 'validation.cron.invalid';
  if (step !== undefined) {
    if (!NUMBER.test(step)) return 'validation.cron.invalid';
    const n = Number(step);
    if (n < rule.step.min || n > rule.step.max) return rule.step.error;
  }
  if (range === '*') return null;
  const bounds = range.split('-');
  if (bounds.length > 2 || !bounds.every((b) => NUMBER.test(b))) return 'validation.cron.invalid';
  const [low, high = low] = bounds.map(Number) as [number, number?];
  if (low < rule.min || high > rule.max || low > high) return 'validation.cron.invalid';
  return null;
}

function checkField(field: string, rule: FieldRule): CronError | null {
  if (field === '?') return null;
  for (const part of field.split(',')) {
    const error = checkPart(part, rule);
    if (error) return error;
  }
  return null;
}

/** null when the expression obeys SPEC §5, else the message key of the first problem. */
export function cronProblem(expression: string): CronError | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 6 && fields.length !== 7) return 'validation.cron.invalid';
  const year = fields[6];
  if (year !== undefined && year !== '*') return 'validation.cron.invalid';
  for (const [index, rule] of FIELDS.entries()) {
    const field = fields[index] as string;
    if (field === '?' && index !== DAY && index !== WEEK) return 'validation.cron.invalid';
    const error = checkField(field, rule);
    if (error) return error;
  }
  const dayUnset = fields[DAY] === '?';
  const weekUnset = fields[WEEK] === '?';
  if (dayUnset === weekUnset) return 'validation.cron.dayAndWeek';
  return null;
}

export const cronSchema = z
  .string()
  .max(120, 'validation.cron.invalid')
  .transform((s) => s.trim().replace(/\s+/g, ' '))
  .superRefine((expression, ctx) => {
    // An empty schedule is asked for, not judged (issue 19).
    if (expression === '')
      return ctx.addIssue({ code: 'custom', message: 'validation.cron.required' });
    const problem = cronProblem(expression);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Quartz's `start/step` (from start to the field's end) as the `start-max/step` croner reads. */
function withExplicitEnd(field: string, max: number): string {
  return field
    .split(',')
    .map((part) =>
      part.replace(
        /^(\d+)\/(\d+)$/,
        (_m, start: string, step: string) => `${start}-${max}/${step}`,
      ),
    )
    .join(',');
}

/**
 * The same schedule as a 6-field pattern for a scheduler counting the week from 0 = Sunday
 * (croner): '?' becomes '*', `a/n` becomes `a-max/n` (croner refuses a bare start before a
 * step), week numbers shift down by one, the year is dropped.
 */
export function toSixFieldPattern(expression: string): string {
  const fields = expression.trim().split(/\s+/).slice(0, 6);
  return fields
    .map((field, index) => {
      if (field === '?') return '*';
      const explicit = withExplicitEnd(field, FIELDS[index]?.max ?? 0);
      if (index !== WEEK) return explicit;
      return explicit.replace(
        /(^|[,-])(\d+)/g,
        (_m, sep: string, n: string) => `${sep}${Number(n) - 1}`,
      );
    })
    .join(' ');
}

/** Schedules the editor offers as presets; each is a valid Quartz expression. */
export type CronPreset =
  | { kind: 'minutes'; every: number }
  | { kind: 'hours'; every: number; minute: number }
  | { kind: 'daily'; hour: number; minute: number }
  | { kind: 'weekly'; week: number; hour: number; minute: number }
  | { kind: 'monthly'; day: number; hour: number; minute: number };

export function presetToCron(preset: CronPreset): string {
  switch (preset.kind) {
    case 'minutes':
      return `0 0/${preset.every} * * * ?`;
    case 'hours':
      return `0 ${preset.minute} 0/${preset.every} * * ?`;
    case 'daily':
      return `0 ${preset.minute} ${preset.hour} * * ?`;
    case 'weekly':
      return `0 ${preset.minute} ${preset.hour} ? * ${preset.week}`;
    case 'monthly':
      return `0 ${preset.minute} ${preset.hour} ${preset.day} * ?`;
  }
}
