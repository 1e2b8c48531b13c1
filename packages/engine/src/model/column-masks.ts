// Column masks (field-level permission, DESIGN §5): a text field whose values a caller sees
// with only their first `keepStart` and last `keepEnd` characters, the rest `*`. The mask is
// written into the SQL around the field's value, so grouping, counting, sorting and the
// caller's own filters all see the masked text and raw values never leave the database.
// Row rules and join conditions still read raw values: they are the system's, not the caller's.

export interface ColumnMask {
  keepStart: number;
  keepEnd: number;
}

/** Field id → its mask, for one caller. */
export type ColumnMasks = ReadonlyMap<string, ColumnMask>;

/** The most characters a mask keeps at either end (the contract's bound; the SQL inlines it). */
export const MAX_MASK_KEEP = 50;
