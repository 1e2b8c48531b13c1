import { describe, expect, it } from 'vitest';
import {
  datasourceNameSchema,
  datasourceDescSchema,
  chartTitleSchema,
  isDateOrderValid,
  isExternalLink,
  isIntegerInRange,
  isMobile,
  isStrongPassword,
  loginPasswordSchema,
  orgNameSchema,
  sharePasswordSchema,
  usernameSchema,
  INT_MAX,
  INT_MIN,
} from './rules.js';
import { passwordUpdateSchema, personInfoUpdateSchema } from './user.js';
import { loginRequestSchema } from './auth.js';

describe('SPEC §5 mobile number pattern', () => {
  it.each(['13800138000', '14912345678', '15012345678', '17712345678', '18612345678'])(
    'accepts %s (11 digits, 1 then 3/4/5/7/8)',
    (value) => expect(isMobile(value)).toBe(true),
  );
  it.each([
    '12800138000',
    '16800138000',
    '19800138000',
    '1380013800',
    '138001380000',
    '23800138000',
    '1380013800a',
    '',
  ])('rejects %s', (value) => expect(isMobile(value)).toBe(false));
});

describe('SPEC §5 external links', () => {
  it('accepts http, https, mailto and tel links', () => {
    for (const link of ['http://a.b', 'https://a.b/c', 'mailto:x@y.z', 'tel:123']) {
      expect(isExternalLink(link)).toBe(true);
    }
  });
  it('rejects javascript:, data: and relative links', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/path',
      'ftp://x',
      ' http://a',
    ]) {
      expect(isExternalLink(link)).toBe(false);
    }
  });
});

describe('SPEC §5 password format', () => {
  it('accepts 8-30 characters with upper, lower and digits, specials optional', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Abcdefg1!@#')).toBe(true);
    expect(isStrongPassword(`Ab1${'x'.repeat(27)}`)).toBe(true);
  });
  it('rejects short, long, or passwords missing a class', () => {
    expect(isStrongPassword('Abcdef1')).toBe(false);
    expect(isStrongPassword(`Ab1${'x'.repeat(28)}`)).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('ABCDEFG1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
    expect(isStrongPassword('Abc defg1')).toBe(false);
  });
  it('requires the two new passwords to match', () => {
    const result = passwordUpdateSchema.safeParse({
      oldPassword: 'x',
      newPassword: 'Abcdefg1',
      confirmPassword: 'Abcdefg2',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.password.mismatch');
  });
});

describe('SPEC §5 login rules', () => {
  it('trims the username', () => {
    expect(usernameSchema.parse('  admin \t')).toBe('admin');
    expect(loginRequestSchema.parse({ username: ' admin ', password: '12345678' }).username).toBe(
      'admin',
    );
  });
  it('says the password cannot be shorter than 8', () => {
    expect(loginPasswordSchema.safeParse('1234567').error?.issues[0]?.message).toBe(
      'validation.password.tooShort',
    );
  });
  it('rejects a blank username and unknown keys', () => {
    expect(usernameSchema.safeParse('   ').success).toBe(false);
    expect(
      loginRequestSchema.safeParse({ username: 'a', password: '12345678', admin: true }).success,
    ).toBe(false);
  });
});

describe('SPEC §5 names and lengths', () => {
  it('data source names are 2-25 characters and descriptions at most 50', () => {
    expect(datasourceNameSchema.safeParse('a').success).toBe(false);
    expect(datasourceNameSchema.safeParse('ab').success).toBe(true);
    expect(datasourceNameSchema.safeParse('a'.repeat(25)).success).toBe(true);
    expect(datasourceNameSchema.safeParse('a'.repeat(26)).success).toBe(false);
    expect(datasourceDescSchema.safeParse('').success).toBe(true);
    expect(datasourceDescSchema.safeParse('d'.repeat(51)).success).toBe(false);
  });
  it('chart titles are required and at most 50 characters', () => {
    expect(chartTitleSchema.safeParse('').success).toBe(false);
    expect(chartTitleSchema.safeParse('t'.repeat(50)).success).toBe(true);
    expect(chartTitleSchema.safeParse('t'.repeat(51)).success).toBe(false);
  });
  it('share passwords are exactly 4 digits', () => {
    expect(sharePasswordSchema.safeParse('0123').success).toBe(true);
    for (const value of ['123', '12345', 'abcd', '12a4']) {
      expect(sharePasswordSchema.safeParse(value).success).toBe(false);
    }
  });
  it('organisation names have no special characters and no leading or trailing dash', () => {
    expect(orgNameSchema.safeParse('研发部-一组').success).toBe(true);
    expect(orgNameSchema.safeParse('Sales team_2').success).toBe(true);
    for (const value of ['-sales', 'sales-', 'a<b', 'x;y', 'a/b', '']) {
      expect(orgNameSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('SPEC §5 dates and number range', () => {
  it('a start date cannot be later than the end date', () => {
    expect(isDateOrderValid(new Date('2024-01-01'), new Date('2024-01-02'))).toBe(true);
    expect(isDateOrderValid(new Date('2024-01-02'), new Date('2024-01-01'))).toBe(false);
  });
  it('number range values are whole 32-bit integers', () => {
    expect(isIntegerInRange(INT_MIN)).toBe(true);
    expect(isIntegerInRange(INT_MAX)).toBe(true);
    expect(isIntegerInRange(INT_MAX + 1)).toBe(false);
    expect(isIntegerInRange(INT_MIN - 1)).toBe(false);
    expect(isIntegerInRange(1.5)).toBe(false);
  });
});

describe('personal info', () => {
  it('accepts an empty email or phone (cleared) and rejects malformed ones', () => {
    expect(personInfoUpdateSchema.safeParse({ nickName: 'A', email: '', phone: '' }).success).toBe(
      true,
    );
    expect(
      personInfoUpdateSchema.safeParse({ nickName: 'A', phone: '12345' }).error?.issues[0]?.message,
    ).toBe('validation.phone.invalid');
    expect(
      personInfoUpdateSchema.safeParse({ nickName: 'A', email: 'nope' }).error?.issues[0]?.message,
    ).toBe('validation.email.invalid');
  });
});
