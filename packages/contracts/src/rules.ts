import { z } from 'zod';
import { nameSchema, normaliseName, hasOnlyTrustedCharacters } from './names.js';

/**
 * Shared validation rules of SPEC §5. Each zod message is a key of `VALIDATION_MESSAGES`
 * (validation-messages.ts) so the server and the web app show the same localised text.
 */

/** SPEC §5: 11 digits, starting 1, second digit 3, 4, 5, 7 or 8. */
export const MOBILE_PATTERN = /^1[34578]\d{9}$/;
export const isMobile = (value: string) => MOBILE_PATTERN.test(value);

/** SPEC §5: external links start with http(s):, mailto: or tel:. */
export const EXTERNAL_LINK_PATTERN = /^(https?:|mailto:|tel:)/;
export const isExternalLink = (value: string) => EXTERNAL_LINK_PATTERN.test(value);

/** SPEC §5 password format: 8-30 characters with upper and lower case letters and digits. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    // Printable ASCII only: no spaces or control characters hidden in a password.
    /^[\x21-\x7e]+$/.test(value)
  );
}

/** SPEC §5: the login username is trimmed of whitespace. */
export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'validation.username.required')
  .max(50, 'validation.username.invalid');

/**
 * SPEC §5: login messages say the password cannot be shorter than 8 characters — once one is
 * typed; an empty one is asked for (issue 19: every empty required field says it is required).
 */
export const loginPasswordSchema = z
  .string()
  .min(1, 'validation.password.required')
  .min(PASSWORD_MIN, 'validation.password.tooShort')
  .max(256, 'validation.password.tooLong');

export const newPasswordSchema = z
  .string()
  .min(1, 'validation.password.required')
  .refine(isStrongPassword, { message: 'validation.password.policy' });

export const mobileSchema = z.string().regex(MOBILE_PATTERN, 'validation.phone.invalid');

export const emailSchema = z.email('validation.email.invalid').max(100, 'validation.email.invalid');

export const nickNameSchema = nameSchema({
  min: 1,
  max: 50,
  lengthKey: 'validation.nickName.tooLong',
  requiredKey: 'validation.nickName.required',
});

/** SPEC §5 lengths of names and descriptions, in characters; forms show them as counters. */
export const NAME_LIMITS = {
  datasourceName: { min: 2, max: 25 },
  datasourceDesc: { max: 50 },
  title: { min: 1, max: 50 },
} as const;

/** SPEC §5: data source name 2-25 characters; description 0-50. */
export const datasourceNameSchema = nameSchema({
  ...NAME_LIMITS.datasourceName,
  lengthKey: 'validation.datasource.nameLength',
});
/** Free text beside a name: may be empty, but holds no control or invisible characters either. */
export const datasourceDescSchema = z
  .string()
  .max(400, 'validation.datasource.descLength')
  .transform(normaliseName)
  .pipe(
    z
      .string()
      .refine(
        (s) => [...s].length <= NAME_LIMITS.datasourceDesc.max,
        'validation.datasource.descLength',
      )
      .refine(hasOnlyTrustedCharacters, 'validation.name.characters'),
  );

/** SPEC §5: chart titles and dataset names are required, at most 50 characters. */
export const chartTitleSchema = nameSchema({
  ...NAME_LIMITS.title,
  lengthKey: 'validation.name.tooLong',
  requiredKey: 'validation.name.required',
});
export const datasetNameSchema = chartTitleSchema;

/** SPEC §5: share link password is 4 digits. */
export const SHARE_PASSWORD_PATTERN = /^\d{4}$/;
export const sharePasswordSchema = z
  .string()
  .min(1, 'validation.password.required')
  .regex(SHARE_PASSWORD_PATTERN, 'validation.sharePassword.format');

/** SPEC §5: organisation names have no special characters and do not start or end with '-'. */
export const ORG_NAME_PATTERN = /^(?!-)[\p{L}\p{N}_\- ]+(?<!-)$/u;
export const orgNameSchema = nameSchema({
  min: 1,
  max: 50,
  lengthKey: 'validation.org.nameTooLong',
  requiredKey: 'validation.org.nameRequired',
}).pipe(z.string().regex(ORG_NAME_PATTERN, 'validation.org.nameFormat'));

/** SPEC §5: start date cannot be later than end date. */
export const isDateOrderValid = (start: Date | number, end: Date | number) =>
  new Date(start).getTime() <= new Date(end).getTime();

/** SPEC §5 number range limits (32-bit signed integers). */
export const INT_MIN = -2147483648;
export const INT_MAX = 2147483647;
export const isIntegerInRange = (value: number) =>
  Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX;
