// Check an expression the user is writing against a dataset's catalogue: what the server calls
// before saving a calculated field, and what the editor shows (type, aggregate or not).
import type { DeType } from '@tessera/contracts';
import type { FieldCatalogue } from '../model/field-catalogue.js';
import { analyseTree } from './analyse.js';
import { expansionOf } from './expansion.js';
import { expressionError } from './expression-error.js';
import { parseExpression } from './parser.js';

export interface ExpressionAnalysis {
  /** Inferred result type: 0 text, 1 time, 2 number. */
  deType: DeType;
  /** Uses an aggregate (SUM, COUNT…): charts use it as a measure as-is. */
  aggregated: boolean;
  /** Field ids named directly, in order of first appearance. */
  references: string[];
}

export interface AnalyseOptions {
  /**
   * The id of the field being edited, when it already exists: a reference that leads back to
   * it (directly or through other calculated fields) is a cycle.
   */
  fieldId?: string | undefined;
}

export function analyseExpression(
  text: string,
  catalogue: FieldCatalogue,
  options: AnalyseOptions = {},
): ExpressionAnalysis {
  const ids = new Set(catalogue.fields.map((f) => f.id));
  const tree = parseExpression(text, ids);
  const self = options.fieldId;
  const analysed = analyseTree(text, tree, (refId, pos) => {
    const ref = catalogue.field(refId);
    if (self !== undefined && (refId === self || ref.dependsOn.has(self))) {
      throw expressionError(text, pos, 'Calculated fields refer to each other in a cycle');
    }
    return ref;
  });
  // Bounded as the catalogue will bound it once saved (SECURITY E7).
  expansionOf(text, analysed.tree, (refId) => catalogue.field(refId).expansion);
  const { deType, aggregated, references } = analysed;
  return { deType, aggregated, references };
}
