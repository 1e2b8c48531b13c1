// Row-level permission (DESIGN §5): a row rule is a filter tree ANDed with whatever the user
// asked for. The user's tree becomes one parenthesised operand, so an OR inside it can never
// widen the result beyond the rule.
import type { FilterNode, QueryModel } from './query-model.js';

export function withRowRules(model: QueryModel, rule: FilterNode | undefined): QueryModel {
  if (!rule) return model;
  const children: FilterNode[] = model.filter ? [rule, model.filter] : [rule];
  return { ...model, filter: { kind: 'and', children } };
}
