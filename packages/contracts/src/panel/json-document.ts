import { z } from 'zod';
import { PANEL_LIMITS, panelDataBoundsIssue } from '../panel-bounds.js';
import { isValidationKey, type ValidationKey } from '../validation-messages.js';
import { canvasStyleSchema } from './canvas-style.js';
import { panelDataSchema } from './component.js';

// JSON text ↔ document

type JsonTextResult<T> = { ok: true; data: T } | { ok: false; key: ValidationKey };

/**
 * JSON text parsed with a schema. `precheck` looks at the raw value first, so a document far
 * over a bound is refused with that bound's message before the schema walks it. A failure
 * carries the first issue's message when it is a validation key, else the generic one.
 */
function parseJsonText<T>(
  schema: z.ZodType<T>,
  text: string,
  precheck: (raw: unknown) => ValidationKey | null = () => null,
): JsonTextResult<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, key: 'validation.panel.document' };
  }
  const early = precheck(raw);
  if (early) return { ok: false, key: early };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data };
  const message = parsed.error.issues[0]?.message ?? '';
  return { ok: false, key: isValidationKey(message) ? message : 'validation.panel.document' };
}

const styleText = (text: string) => parseJsonText(canvasStyleSchema, text);
const dataText = (text: string) => parseJsonText(panelDataSchema, text, panelDataBoundsIssue);

/** JSON text parsed with a schema; undefined when it is not JSON or does not fit. */
export const parsePanelStyle = (text: string) => {
  const result = styleText(text);
  return result.ok ? result.data : undefined;
};
export const parsePanelData = (text: string) => {
  const result = dataText(text);
  return result.ok ? result.data : undefined;
};

/**
 * A document sent as JSON text, bounded in length, whose output is the parsed document with
 * its defaults filled in: the text is parsed and checked once, and the server stores what
 * the contract describes.
 */
const jsonDocumentOf = <T>(parse: (text: string) => JsonTextResult<T>, max: number) =>
  z
    .string()
    .max(max, 'validation.panel.tooLarge')
    .transform((text, ctx): T => {
      const result = parse(text);
      if (result.ok) return result.data;
      ctx.addIssue({ code: 'custom', message: result.key });
      return z.NEVER;
    });

export const panelStyleJsonSchema = jsonDocumentOf(styleText, PANEL_LIMITS.styleChars);
export const panelDataJsonSchema = jsonDocumentOf(dataText, PANEL_LIMITS.dataChars);
