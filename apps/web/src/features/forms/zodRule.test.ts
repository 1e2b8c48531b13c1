import { describe, expect, it } from 'vitest';
import {
  loginPasswordSchema,
  mobileSchema,
  usernameSchema,
  VALIDATION_MESSAGES,
} from '@tessera/contracts';
import { zodRule } from './zodRule';

const en = VALIDATION_MESSAGES.en as Record<string, string>;
const t = (key: string) => en[key] ?? key;

describe('zodRule', () => {
  it('rejects an empty or blank username with the required message', async () => {
    await expect(zodRule(usernameSchema, t).validator(null, '   ')).rejects.toThrow(
      'Please enter the username',
    );
    await expect(zodRule(usernameSchema, t).validator(null, undefined)).rejects.toThrow(
      'Please enter the username',
    );
  });

  it('rejects a 7-character password with the SPEC message', async () => {
    await expect(zodRule(loginPasswordSchema, t).validator(null, 'Abc1234')).rejects.toThrow(
      'The password cannot be shorter than 8 characters',
    );
    await expect(
      zodRule(loginPasswordSchema, t).validator(null, 'Abc12345'),
    ).resolves.toBeUndefined();
  });

  it('checks the mobile pattern: 11 digits starting 1 then 3, 4, 5, 7 or 8', async () => {
    const rule = zodRule(mobileSchema, t);
    await expect(rule.validator(null, '13800138000')).resolves.toBeUndefined();
    await expect(rule.validator(null, '12800138000')).rejects.toThrow(
      'Please enter a valid mobile number',
    );
    await expect(rule.validator(null, '1380013800')).rejects.toThrow();
  });
});
