// @vitest-environment jsdom
// (initI18n sets the language on the document.)
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { maskText } from './maskModel';
import { buildRule, emptyGroup, newCondition, toRuleTree, type RuleCondition } from './ruleModel';
import { ruleSummary } from './ruleSummary';
import { PERM_FIELDS, ROW_RULES } from './testFixtures';

const region = PERM_FIELDS.find((field) => field.id === 'f4')!;
const amount = PERM_FIELDS.find((field) => field.id === 'f3')!;
const rootWith = (...children: RuleCondition[]) => ({ ...emptyGroup(), children });

beforeAll(async () => {
  await initI18n('en');
});

describe('the row permission model', () => {
  it('turns a user attribute into ${user.<name>} for any field type', () => {
    const byRegion = { ...newCondition(region), source: 'attribute' as const, attribute: 'region' };
    const byLimit = {
      ...newCondition(amount),
      operator: 'le' as const,
      source: 'attribute' as const,
      attribute: 'limit_2',
    };
    expect(buildRule(rootWith(byRegion, byLimit), PERM_FIELDS).filter).toEqual({
      kind: 'and',
      children: [
        { kind: 'condition', fieldId: 'f4', operator: 'eq', value: '${user.region}' },
        { kind: 'condition', fieldId: 'f3', operator: 'le', value: '${user.limit_2}' },
      ],
    });
  });

  it('refuses attribute names that the pattern does not allow', () => {
    for (const attribute of ['my region', '', '1st', 'a-b', 'x'.repeat(31)]) {
      const node = { ...newCondition(region), source: 'attribute' as const, attribute };
      const built = buildRule(rootWith(node), PERM_FIELDS);
      expect(built.filter).toBeNull();
      expect(built.problems[node.key]).toBe('attribute');
    }
  });

  it('reads numbers for number fields, saves a lone condition as itself and refuses an empty tree', () => {
    const typed = {
      ...newCondition(amount),
      operator: 'between' as const,
      value: '10',
      value2: 'x',
    };
    expect(buildRule(rootWith(typed), PERM_FIELDS).problems[typed.key]).toBe('number');
    expect(buildRule(rootWith({ ...typed, value2: '20' }), PERM_FIELDS).filter).toEqual({
      kind: 'condition',
      fieldId: 'f3',
      operator: 'between',
      value: [10, 20],
    });
    expect(buildRule(emptyGroup(), PERM_FIELDS).problems).toEqual({ root: 'empty' });
  });

  it('edits a stored filter and saves it back unchanged, attributes included', () => {
    for (const rule of ROW_RULES) {
      const tree = toRuleTree(rule.filter);
      expect(buildRule(tree, PERM_FIELDS).filter).toEqual(rule.filter);
    }
    const first = toRuleTree(ROW_RULES[0]!.filter).children[0] as RuleCondition;
    expect(first.source).toBe('attribute');
    expect(first.attribute).toBe('region');
  });

  it('says a filter in one line with field names and bracketed groups', () => {
    const names = new Map(PERM_FIELDS.map((field) => [field.id, field.name]));
    const t = i18n.t.bind(i18n);
    expect(ruleSummary(ROW_RULES[0]!.filter, names, t)).toBe('Region = ${user.region}');
    expect(ruleSummary(ROW_RULES[1]!.filter, names, t)).toBe(
      'Amount ≥ 100 AND (Customer contains Acme OR Customer is null)',
    );
  });
});

describe('the mask example', () => {
  it('keeps the first and last characters and stars the rest', () => {
    expect(maskText('13812345678', 3, 4)).toBe('138****5678');
    expect(maskText('13812345678', 0, 0)).toBe('***********');
    expect(maskText('abc', 2, 1)).toBe('***');
  });
});
