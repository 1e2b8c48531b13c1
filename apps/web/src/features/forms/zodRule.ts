import type { z } from 'zod';

/**
 * An antd form rule from a contracts schema, so the form says exactly what the server would
 * (SPEC §5): the schema's message is a VALIDATION_MESSAGES key, translated here.
 */
export function zodRule(schema: z.ZodType, t: (key: string) => string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success)
        throw new Error(t(result.error.issues[0]?.message ?? 'validation.invalid'));
    },
  };
}
