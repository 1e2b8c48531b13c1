import { useRef, type CSSProperties } from 'react';
import { Pagination } from 'antd';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactChartProps } from '../types';
import { withAlpha } from '../common/color';
import { cellText, summaryRow, tableColumns, tableFit } from './tableModel';

/** Pages longer than this draw only the rows in view. */
export const VIRTUALISE_FROM = 100;

/**
 * Table chart (React, not ECharts): header, rows, the total row, server paging. Row heights,
 * fonts and colours come from customAttr (SPEC §9: rows 36 px, fonts 12). Every value is a
 * React text node, so data never becomes markup (SECURITY C7).
 */
export function TableChart({ input, height, onPageChange }: ReactChartProps) {
  const { data, attr, language, t } = input;
  const { size, color } = attr;
  const columns = tableColumns(data);
  const rows = data.tableRow;
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= VIRTUALISE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => size.tableItemHeight,
    overscan: 10,
    initialRect: { width: 800, height },
  });

  const pageSize = data.pageSize ?? size.tablePageSize;
  const paged = data.total !== undefined && data.total > pageSize;
  const pagerHeight = paged ? 40 : 0;
  const grid: CSSProperties = {
    display: 'grid',
    gridTemplateColumns: `repeat(${Math.max(columns.length, 1)}, minmax(96px, 1fr))`,
    alignItems: 'center',
  };
  const cell: CSSProperties = {
    padding: '0 8px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  };
  const stripe = withAlpha(color.tableHeaderBgColor, 40);
  const rowStyle = (index: number): CSSProperties => ({
    ...grid,
    height: size.tableItemHeight,
    fontSize: size.tableItemFontSize,
    color: color.tableFontColor,
    background: color.tableStripe && index % 2 === 1 ? stripe : color.tableItemBgColor,
  });
  const renderRow = (index: number, extra?: CSSProperties) => {
    const row = rows[index] ?? {};
    return (
      <div role="row" key={index} style={{ ...rowStyle(index), ...extra }}>
        {columns.map((column) => (
          <div role="cell" key={column.key} style={cell}>
            {cellText(column, row[column.key], language)}
          </div>
        ))}
      </div>
    );
  };

  const { bodyHeight, summary } = tableFit(height, {
    header: size.tableTitleHeight,
    row: size.tableItemHeight,
    pager: pagerHeight,
  });
  return (
    <div role="table" style={{ height, display: 'flex', flexDirection: 'column' }}>
      <div
        role="row"
        style={{
          ...grid,
          height: size.tableTitleHeight,
          fontSize: size.tableTitleFontSize,
          fontWeight: 600,
          color: color.tableFontColor,
          background: color.tableHeaderBgColor,
        }}
      >
        {columns.map((column) => (
          <div role="columnheader" key={column.key} style={cell}>
            {column.name}
          </div>
        ))}
      </div>
      <div ref={scroller} style={{ maxHeight: bodyHeight, overflowY: 'auto', flex: '0 0 auto' }}>
        {virtual ? (
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) =>
              renderRow(item.index, {
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${item.start}px)`,
              }),
            )}
          </div>
        ) : (
          rows.map((_row, index) => renderRow(index))
        )}
      </div>
      {summary && (
        <div
          role="row"
          data-summary="true"
          style={{ ...rowStyle(0), fontWeight: 600, background: color.tableHeaderBgColor }}
        >
          {summaryRow(data, t('charts.total'), language).map((text, i) => (
            <div role="cell" key={i} style={cell}>
              {text}
            </div>
          ))}
        </div>
      )}
      {paged && (
        <Pagination
          size="small"
          style={{ marginTop: 8, alignSelf: 'flex-end' }}
          total={data.total}
          current={data.page ?? 1}
          pageSize={pageSize}
          showSizeChanger={false}
          onChange={(page, size) => onPageChange?.(page, size)}
        />
      )}
    </div>
  );
}
