import { z } from 'zod';
import type { ValidationKey } from './validation-messages.js';

/**
 * The one rule for names a person reads (SECURITY C8): data sources now; datasets, charts,
 * dashboards, folders and users next. A name is NFC-normalised and trimmed, holds no control,
 * format (zero-width, bidi overrides), private-use, unpaired-surrogate or line/paragraph
 * separator characters, and has at least one visible character. Its length is counted after
 * normalising. Uniqueness within a scope is judged on the name's confusable skeleton
 * (`nameSkeleton`, server side), so a look-alike cannot sit beside the original.
 */

/**
 * Characters no name may hold: Cc, Cf, Co, Cs, Zl, Zp (NUL is a Cc), every default-ignorable
 * code point (variation selectors, the combining grapheme joiner, Hangul fillers: they render
 * as nothing), and the blank Braille pattern U+2800, which renders as a space but counts as a
 * symbol. With the u flag a lone surrogate reads as a Cs code point, so text that is not
 * well-formed Unicode is caught too.
 */
const HIDDEN_OR_CONTROL =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]/u;
const LONE_SURROGATE_OR_NUL = /[\p{Cs}\0]/u;
/** A character that shows: a letter, number, punctuation or symbol. */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

/** How a name is stored and compared: NFC, trimmed of surrounding white space. */
export const normaliseName = (raw: string): string => raw.normalize('NFC').trim();

/** True when a (normalised) name holds only characters a person can see and trust. */
export const hasOnlyTrustedCharacters = (name: string): boolean => !HIDDEN_OR_CONTROL.test(name);

export const hasVisibleCharacter = (name: string): boolean => VISIBLE.test(name);

export interface NameLimits {
  min: number;
  max: number;
  /** Message when a non-empty name's length is outside min..max. */
  lengthKey: ValidationKey;
  /** Message for an empty name: it says the name is required, never a length (issue 19). */
  requiredKey?: ValidationKey;
}

/** A zod schema applying the name rule with the object's own length limits (SPEC §5). */
export function nameSchema(limits: NameLimits) {
  return z
    .string()
    .max(limits.max * 8, limits.lengthKey)
    .transform(normaliseName)
    .pipe(
      z
        .string()
        .min(1, limits.requiredKey ?? 'validation.name.required')
        .refine(hasOnlyTrustedCharacters, 'validation.name.characters')
        .refine(hasVisibleCharacter, 'validation.name.invisible')
        .refine((name) => [...name].length >= limits.min, limits.lengthKey)
        .refine((name) => [...name].length <= limits.max, limits.lengthKey),
    );
}

/**
 * Identifiers a database will hold (table, schema and column names asked for by a client): no
 * NUL, well-formed Unicode (a lone surrogate cannot be encoded for any driver), bounded.
 */
export const databaseObjectName = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !LONE_SURROGATE_OR_NUL.test(s), 'validation.invalid');
