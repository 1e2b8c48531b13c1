import { useRef } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { EyeInvisibleOutlined } from '@ant-design/icons';
import type { CellValue, DeType } from '@tessera/contracts';
import { DeTypeIcon } from '../../../lib/deType/DeTypeIcon';
import { cellText } from './cells';

export interface GridColumn {
  name: string;
  deType: DeType;
  hidden?: boolean;
}

export interface PreviewGridProps {
  columns: readonly GridColumn[];
  /** Rows as arrays in the order of `columns`. */
  rows: readonly CellValue[][];
  /** The scrolling area's height in pixels. */
  height?: number;
  'data-testid'?: string;
}

const ROW_HEIGHT = 32;
const COLUMN_WIDTH = 160;
const NUMBER_WIDTH = 56;

/**
 * Rows in a virtualised grid: only those in view (plus a few) are in the page, whatever the row
 * count. Headers carry the column's type icon; cells are plain text.
 */
export function PreviewGrid({ columns, rows, height = 420, ...rest }: PreviewGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 0, height },
    // The area's height is fixed by its style; before layout (or where there is none) the
    // measured height is 0, and the window of rows follows the height it was given.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) =>
        report({ width: rect.width, height: rect.height || height }),
      ),
  });
  const template = `${NUMBER_WIDTH}px repeat(${columns.length}, ${COLUMN_WIDTH}px)`;
  const width = NUMBER_WIDTH + columns.length * COLUMN_WIDTH;

  return (
    <div
      ref={scroller}
      className="dataset-grid"
      style={{ height }}
      role="table"
      aria-rowcount={rows.length + 1}
      data-testid={rest['data-testid'] ?? 'preview-grid'}
    >
      <div
        className="dataset-grid__head"
        role="row"
        style={{ gridTemplateColumns: template, width }}
      >
        <div className="dataset-grid__num" role="columnheader">
          #
        </div>
        {columns.map((column, index) => (
          <div
            key={index}
            role="columnheader"
            className={`dataset-grid__th${column.hidden ? ' dataset-grid__th--hidden' : ''}`}
            title={column.name}
            data-testid={`grid-col-${column.name}`}
          >
            <DeTypeIcon deType={column.deType} />
            <span className="dataset-grid__th-name">{column.name}</span>
            {column.hidden && <EyeInvisibleOutlined className="ds-muted" />}
          </div>
        ))}
      </div>
      <div style={{ height: virtual.getTotalSize(), width, position: 'relative' }}>
        {virtual.getVirtualItems().map((item) => (
          <div
            key={item.key}
            role="row"
            aria-rowindex={item.index + 2}
            className="dataset-grid__row"
            data-testid="grid-row"
            style={{
              gridTemplateColumns: template,
              height: ROW_HEIGHT,
              transform: `translateY(${item.start}px)`,
            }}
          >
            <div className="dataset-grid__num" role="cell">
              {item.index + 1}
            </div>
            {columns.map((_, index) => {
              const cell = cellText(rows[item.index]?.[index]);
              return (
                <div
                  key={index}
                  role="cell"
                  className={`dataset-grid__td${cell.isNull ? ' dataset-grid__td--null' : ''}`}
                  title={cell.text}
                >
                  {cell.text}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
