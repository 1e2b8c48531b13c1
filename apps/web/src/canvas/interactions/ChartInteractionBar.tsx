import { Breadcrumb, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ChartInteractions } from './useChartInteractions';

/**
 * Above a chart on a dashboard being used: its drill breadcrumb (SPEC §2: 'All' then each
 * drilled value; a crumb jumps back to its level) and, on a linkage source, the point it
 * filters by with a control that clears the linkage.
 */
export function ChartInteractionBar({
  componentId,
  interactions,
}: {
  componentId: string;
  interactions: ChartInteractions;
}) {
  const { t } = useTranslation();
  const { drillPath, drillTo, linkageSource, clearLinkage } = interactions;
  if (drillPath.length === 0 && !linkageSource) return null;
  return (
    <div className="canvas-chart__bar" data-testid={`chart-bar-${componentId}`}>
      {drillPath.length > 0 && (
        <Breadcrumb
          data-testid={`drill-crumbs-${componentId}`}
          items={[
            { title: t('interaction.drill.all'), key: 'all' },
            ...drillPath.map((level, i) => ({ title: level.label, key: String(i + 1) })),
          ].map((item, i, all) => ({
            title:
              i < all.length - 1 ? (
                <a
                  role="button"
                  tabIndex={0}
                  onClick={() => drillTo(i)}
                  data-testid={`drill-crumb-${componentId}-${i}`}
                >
                  {item.title}
                </a>
              ) : (
                <span data-testid={`drill-crumb-${componentId}-${i}`}>{item.title}</span>
              ),
          }))}
        />
      )}
      {linkageSource && (
        <Tag
          color="processing"
          closable
          onClose={(event) => {
            event.preventDefault();
            clearLinkage();
          }}
          data-testid={`linkage-source-${componentId}`}
        >
          {t('interaction.linkage.active', { value: linkageSource.label })}
        </Tag>
      )}
    </div>
  );
}
