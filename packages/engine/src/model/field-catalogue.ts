// The field catalogue is the only place column and table-alias names come from: a QueryModel
// names fields by id, and the compiler resolves ids here (SECURITY C2: unknown id → error).
import type { DeType } from '@tessera/contracts';
import { EngineError } from '../errors.js';

/** SPEC §3 field type codes: defined once in @tessera/contracts. */
export { DE_TYPE } from '@tessera/contracts';
export type { DeType } from '@tessera/contracts';

export interface FieldMeta {
  id: string;
  /** Column name exactly as stored in the source (may contain quotes, newlines…). */
  column: string;
  /** Alias of the source (table or subquery) in the QueryModel that holds the column. */
  tableAlias: string;
  deType: DeType;
  nativeType: string;
}

export interface FieldCatalogue {
  resolve(fieldId: string): FieldMeta;
  has(fieldId: string): boolean;
  readonly fields: readonly FieldMeta[];
}

export function createFieldCatalogue(fields: readonly FieldMeta[]): FieldCatalogue {
  const byId = new Map<string, FieldMeta>();
  for (const field of fields) {
    if (byId.has(field.id)) {
      throw new EngineError('ENGINE_INVALID_MODEL', 'Duplicate field id in catalogue', {
        fieldId: field.id,
      });
    }
    byId.set(field.id, field);
  }
  return {
    fields: [...fields],
    has: (fieldId) => byId.has(fieldId),
    resolve(fieldId) {
      const field = byId.get(fieldId);
      if (!field)
        throw new EngineError('ENGINE_UNKNOWN_FIELD', 'Unknown field reference', { fieldId });
      return field;
    },
  };
}
