import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.js';
import { VALIDATION_MESSAGES, type ValidationKey } from './validation-messages.js';

/**
 * Issue 19: an empty required field says it is required — "Please enter the password" — never
 * a length or format rule ("cannot be shorter than 8 characters"). Walks every schema the
 * contracts export, and every string field of every exported object schema, so a new rule
 * with a min length and no required message fails here.
 */
const KEYS = new Set(Object.keys(VALIDATION_MESSAGES.en));
const isValidationKey = (message: string): message is ValidationKey => KEYS.has(message);

/** What a "required" message reads like in English; its zh texts follow the same keys. */
const ASKS_FOR_INPUT = /^Please (enter|choose)\b|cannot be empty/;
/** Whole documents a program writes (the dashboard's JSON), never a field a person types. */
const NOT_TYPED: ValidationKey[] = ['validation.panel.document'];

function emptyIssues(schema: z.ZodType): string[] {
  const result = schema.safeParse('');
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function schemasToCheck(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(contracts)) {
    if (!(value instanceof z.ZodType)) continue;
    found.push([name, value]);
    if (value instanceof z.ZodObject) {
      for (const [field, fieldSchema] of Object.entries(value.shape as Record<string, z.ZodType>)) {
        found.push([`${name}.${field}`, fieldSchema]);
      }
    }
  }
  return found;
}

describe('empty input says "required" (issue 19)', () => {
  const schemas = schemasToCheck();

  it('finds the schemas people type into', () => {
    const names = schemas.map(([name]) => name);
    expect(names).toContain('loginPasswordSchema');
    expect(names).toContain('datasourceNameSchema');
    expect(schemas.length).toBeGreaterThan(50);
  });

  it('every exported schema answers an empty string with a required message, not a rule', () => {
    const wrong: string[] = [];
    for (const [name, schema] of schemas) {
      const [first] = emptyIssues(schema);
      if (first === undefined || !isValidationKey(first) || NOT_TYPED.includes(first)) continue;
      const text = VALIDATION_MESSAGES.en[first];
      if (!ASKS_FOR_INPUT.test(text)) wrong.push(`${name}: ${first} "${text}"`);
    }
    expect(wrong).toEqual([]);
  });

  it('the login password and a data source name ask for input in every language', () => {
    expect(emptyIssues(contracts.loginPasswordSchema)[0]).toBe('validation.password.required');
    expect(emptyIssues(contracts.newPasswordSchema)[0]).toBe('validation.password.required');
    expect(emptyIssues(contracts.datasourceNameSchema)[0]).toBe('validation.name.required');
    expect(VALIDATION_MESSAGES['zh-CN']['validation.password.required']).toBe('请输入密码');
    expect(VALIDATION_MESSAGES['zh-TW']['validation.name.required']).toBe('名稱不能為空');
    // A short one still hears the SPEC §5 length rule.
    expect(contracts.loginPasswordSchema.safeParse('short').error?.issues[0]?.message).toBe(
      'validation.password.tooShort',
    );
  });
});
