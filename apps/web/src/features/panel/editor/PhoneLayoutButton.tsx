import { useState } from 'react';
import { Button, Drawer, InputNumber, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  MobileOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CanvasComponent } from '@tessera/contracts';
import {
  arrangementOf,
  mobileHeight,
  moveRow,
  phoneRows,
  type PhoneRow,
} from '../view/mobileLayout';
import { useEditor, useEditorStoreApi } from './editorStore';
import { chartName, useCanvasCharts } from './interactions/useCanvasCharts';

/** The width the automatic heights are shown for: a common phone's, less the stack's padding. */
const PHONE_WIDTH = 374;

/**
 * The phone mode (issue 19): a narrow column listing the dashboard as a phone stacks it, where
 * components move up or down, hide, or take a height of their own. Each change is one editor
 * step (undo, the change counter and saving treat it like any other) kept in
 * canvasStyle.mobileLayout.
 */
export function PhoneLayoutButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<MobileOutlined />} onClick={() => setOpen(true)} data-testid="editor-phone">
        {t('runtime.phone.toggle')}
      </Button>
      {open && <PhoneLayoutDrawer onClose={() => setOpen(false)} />}
    </>
  );
}

function PhoneLayoutDrawer({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const components = useEditor((s) => s.editor.doc.components);
  const arrangement = useEditor((s) => s.editor.doc.canvasStyle.mobileLayout);
  const charts = useCanvasCharts();
  const rows = phoneRows(components, arrangement);
  const save = (next: readonly PhoneRow[] | null) =>
    store.getState().run('setCanvasStyle', { mobileLayout: next ? arrangementOf(next) : [] });
  const change = (index: number, patch: Partial<PhoneRow>) =>
    save(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const nameOf = (component: CanvasComponent) => {
    const kind = t(`runtime.phone.kind.${component.component}`);
    if (component.component === 'user-view') {
      const chart = charts.find((c) => c.viewId === component.propValue.viewId);
      return chart ? chartName(chart) : kind;
    }
    if (component.component === 'filter')
      return component.options.attrs.label || component.label || kind;
    return component.label || kind;
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('runtime.phone.title')}
      size={420}
      mask={false}
      data-testid="editor-phone-drawer"
      extra={
        <Button
          size="small"
          disabled={arrangement.length === 0}
          onClick={() => save(null)}
          data-testid="editor-phone-reset"
        >
          {t('runtime.phone.reset')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('runtime.phone.hint')}</Typography.Paragraph>
      {arrangement.length === 0 && (
        <Typography.Paragraph type="secondary" data-testid="editor-phone-auto">
          {t('runtime.phone.auto')}
        </Typography.Paragraph>
      )}
      <ol className="phone-layout" data-testid="editor-phone-list">
        {rows.map((row, index) => (
          <li
            key={row.component.id}
            className={`phone-layout__row${row.hidden ? ' phone-layout__row--hidden' : ''}`}
            data-testid={`editor-phone-row-${row.component.id}`}
          >
            <span className="phone-layout__kind">
              {t(`runtime.phone.kind.${row.component.component}`)}
            </span>
            <span className="phone-layout__name">{nameOf(row.component)}</span>
            <InputNumber
              size="small"
              min={40}
              max={2000}
              disabled={row.hidden}
              value={row.height}
              placeholder={String(mobileHeight(row.component, PHONE_WIDTH))}
              aria-label={t('runtime.phone.height')}
              onChange={(value) =>
                change(index, { height: typeof value === 'number' ? value : undefined })
              }
              style={{ width: 76 }}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              title={t('runtime.phone.moveUp')}
              aria-label={t('runtime.phone.moveUp')}
              disabled={index === 0}
              onClick={() => save(moveRow(rows, index, -1))}
              data-testid={`editor-phone-up-${row.component.id}`}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              title={t('runtime.phone.moveDown')}
              aria-label={t('runtime.phone.moveDown')}
              disabled={index === rows.length - 1}
              onClick={() => save(moveRow(rows, index, 1))}
              data-testid={`editor-phone-down-${row.component.id}`}
            />
            <Button
              size="small"
              type="text"
              icon={row.hidden ? <EyeInvisibleOutlined /> : <EyeOutlined />}
              title={t(row.hidden ? 'runtime.phone.show' : 'runtime.phone.hide')}
              aria-label={t(row.hidden ? 'runtime.phone.show' : 'runtime.phone.hide')}
              aria-pressed={row.hidden}
              onClick={() => change(index, { hidden: !row.hidden })}
              data-testid={`editor-phone-hide-${row.component.id}`}
            />
          </li>
        ))}
      </ol>
    </Drawer>
  );
}
