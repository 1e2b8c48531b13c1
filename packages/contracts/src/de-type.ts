// SPEC §3 field type codes (deType), the one definition shared by the engine (type mapping,
// field catalogue, row shaping), the server (column replies) and the web (labels, icons).

export const DE_TYPE = { text: 0, time: 1, number: 2 } as const;
export type DeType = (typeof DE_TYPE)[keyof typeof DE_TYPE];

/** Every code, in order: for zod enums and exhaustive tables. */
export const DE_TYPE_CODES = [DE_TYPE.text, DE_TYPE.time, DE_TYPE.number] as const;

export function isDeType(value: unknown): value is DeType {
  return value === DE_TYPE.text || value === DE_TYPE.time || value === DE_TYPE.number;
}
