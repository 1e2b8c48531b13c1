import { Collapse, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXPRESSION_FUNCTIONS, type ExpressionFunction } from './expression';

/** The expression language's functions by group; a click puts one into the expression. */
export function FunctionHelp({ onInsert }: { onInsert(fn: ExpressionFunction): void }) {
  const { t } = useTranslation();
  const groups = Object.entries(EXPRESSION_FUNCTIONS) as [
    keyof typeof EXPRESSION_FUNCTIONS,
    ExpressionFunction[],
  ][];
  return (
    <Collapse
      size="small"
      ghost
      items={groups.map(([group, functions]) => ({
        key: group,
        label: t(`dataset.calc.group.${group}`),
        children: (
          <ul className="dataset-calc__list">
            {functions.map((fn) => (
              <li key={fn.name}>
                <Tooltip title={t(`dataset.calc.fn.${fn.key}`)} placement="left">
                  <button
                    type="button"
                    className="dataset-calc__item"
                    onClick={() => onInsert(fn)}
                    data-testid={`calc-fn-${fn.key}`}
                  >
                    <code>{fn.name}</code>
                    <span className="ds-muted">{t(`dataset.calc.fn.${fn.key}`)}</span>
                  </button>
                </Tooltip>
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  );
}
