import type { DatasetField } from '@tessera/contracts';

/**
 * Calculated-field expressions are stored with field ids (`[d8249b7b…]`), so renaming a field
 * never breaks them; people read and write them with field names (`[amount]`). This module
 * translates between the two and carries positions across, so the server's mistake position in
 * the stored text marks the right spot in the text on screen. References are read the way the
 * engine's tokenizer reads them: `[` up to the next `]`, outside 'single-quoted' strings.
 */

type NamedField = Pick<DatasetField, 'id' | 'name'>;

interface Piece {
  /** Where the piece is in the input text, and where it went in the output. */
  from: number;
  to: number;
  outFrom: number;
  outTo: number;
  /** A reference whose inner text was replaced. */
  replaced: boolean;
}

export interface Translated {
  text: string;
  /** The position in the input text of a position in the output text. */
  toInput(position: number): number;
}

/** Rewrites each `[inner]` reference with `rename(inner)` (undefined keeps it). */
function rewriteRefs(text: string, rename: (inner: string) => string | undefined): Translated {
  const pieces: Piece[] = [];
  let out = '';
  let plainFrom = 0;
  const flushPlain = (to: number) => {
    if (to > plainFrom) {
      pieces.push({
        from: plainFrom,
        to,
        outFrom: out.length,
        outTo: out.length + to - plainFrom,
        replaced: false,
      });
      out += text.slice(plainFrom, to);
    }
  };
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (ch === "'") {
      // Skip the string ('' is a quote inside it); an unterminated one runs to the end.
      i++;
      while (i < text.length) {
        if (text.charAt(i) === "'") {
          if (text.charAt(i + 1) === "'") i += 2;
          else break;
        } else i++;
      }
      i++;
      continue;
    }
    if (ch === '[') {
      const close = text.indexOf(']', i + 1);
      if (close < 0) break;
      const renamed = rename(text.slice(i + 1, close));
      if (renamed !== undefined) {
        flushPlain(i);
        const ref = `[${renamed}]`;
        pieces.push({
          from: i,
          to: close + 1,
          outFrom: out.length,
          outTo: out.length + ref.length,
          replaced: true,
        });
        out += ref;
        plainFrom = close + 1;
      }
      i = close + 1;
      continue;
    }
    i++;
  }
  flushPlain(text.length);
  return {
    text: out,
    toInput(position) {
      for (const piece of pieces) {
        if (position < piece.outFrom || position >= piece.outTo) continue;
        // Inside a replaced reference: its start (its inner text is not the input's).
        return piece.replaced ? piece.from : piece.from + (position - piece.outFrom);
      }
      return text.length + Math.max(0, position - out.length);
    },
  };
}

/** Whether a name can stand between brackets and be read back as itself. */
const showable = (name: string) => name.length > 0 && !name.includes(']') && name.trim() === name;

/** Names that belong to exactly one field, lower-cased as well for a forgiving match. */
function nameIndex(fields: readonly NamedField[]) {
  const exact = new Map<string, string | null>();
  const folded = new Map<string, string | null>();
  for (const field of fields) {
    exact.set(field.name, exact.has(field.name) ? null : field.id);
    const lower = field.name.toLowerCase();
    folded.set(lower, folded.has(lower) ? null : field.id);
  }
  return { exact, folded };
}

/**
 * The stored expression as shown: `[id]` becomes `[name]` where the name reads back to that
 * field alone (unique, no `]`, not another field's id); otherwise the id stays.
 */
export function toShownExpression(stored: string, fields: readonly NamedField[]): Translated {
  const byId = new Map(fields.map((field) => [field.id, field.name]));
  const { exact } = nameIndex(fields);
  return rewriteRefs(stored, (inner) => {
    const name = byId.get(inner);
    if (name === undefined || !showable(name) || exact.get(name) !== inner) return undefined;
    if (byId.has(name) && name !== inner) return undefined;
    return name;
  });
}

/**
 * The shown expression as stored: `[name]` becomes `[id]` (exact name first, then ignoring
 * case when that is unambiguous); a reference that already is an id, or names nothing, stays
 * as written, and the server says where it is.
 */
export function toStoredExpression(shown: string, fields: readonly NamedField[]): Translated {
  const ids = new Set(fields.map((field) => field.id));
  const { exact, folded } = nameIndex(fields);
  return rewriteRefs(shown, (inner) => {
    const trimmed = inner.trim();
    const id = exact.get(trimmed) ?? folded.get(trimmed.toLowerCase()) ?? undefined;
    if (id) return id === inner ? undefined : id;
    return ids.has(trimmed) ? trimmed : undefined;
  });
}

/** A field reference as the editor inserts it: by name when that reads back to it alone. */
export const shownRef = (field: NamedField, fields: readonly NamedField[]) =>
  toShownExpression(`[${field.id}]`, fields).text;
