import { useEffect, useRef, useState } from 'react';
import { Badge, Button, Empty, Form, Input, Spin, Tabs, Tooltip } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { chartTitleSchema, type ChartView } from '@tessera/contracts';
import { useSession } from '../../../store/session';
import { toastSuccess } from '../../../app/feedback';
import { useDatasetFields } from '../../dataset/queries';
import { CHART_TYPE_META } from '../chartTypes';
import { canEditChart } from '../permissions';
import { useChart, useSaveChart } from '../queries';
import { ChartFailure } from '../../../charts/ChartFailure';
import { describeError } from '../../../lib/errors';
import { DataPanel } from './DataPanel';
import { FieldList } from './FieldList';
import { Preview } from './Preview';
import { StylePanels } from './StylePanels';
import { TypePicker } from './TypePicker';
import { draftFromView, switchType, toSaveBody, type Draft } from './editorModel';
import { useLeaveGuard } from './useLeaveGuard';

export interface ChartEditorProps {
  chartId: string;
  /** Tells the page whether there are unsaved changes (it asks before switching charts). */
  onDirtyChange?(dirty: boolean): void;
}

/** The editor of one chart: fields, wells and style on the left, the live preview on the right. */
export function ChartEditor({ chartId, onDirtyChange }: ChartEditorProps) {
  const { t } = useTranslation();
  const chart = useChart(chartId);
  if (chart.isError) return <ChartFailure message={describeError(chart.error)} />;
  if (!chart.data) return <Spin className="chart-center" />;
  return <EditorBody key={chart.data.id} view={chart.data} onDirtyChange={onDirtyChange} t={t} />;
}

function EditorBody({
  view,
  onDirtyChange,
  t,
}: {
  view: ChartView;
  onDirtyChange?(dirty: boolean): void;
  t: (key: string, options?: Record<string, unknown>) => string;
}) {
  const user = useSession((s) => s.user);
  const canEdit = canEditChart(user, view);
  const [draft, setDraft] = useState<Draft>(() => draftFromView(view));
  const [baseline, setBaseline] = useState(() => JSON.stringify(toSaveBody(draftFromView(view))));
  const fields = useDatasetFields(view.tableId);
  const save = useSaveChart();
  const meta = CHART_TYPE_META[draft.type];
  const dirty = JSON.stringify(toSaveBody(draft)) !== baseline;
  const titleError = chartTitleSchema.safeParse(draft.title).error?.issues[0]?.message;

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useLeaveGuard(dirty, {
    title: t('chartEditor.leave.title'),
    content: t('chartEditor.leave.content'),
    ok: t('chartEditor.leave.ok'),
    cancel: t('chartEditor.action.cancel'),
  });

  const change = (patch: Partial<Draft>) => setDraft((old) => ({ ...old, ...patch }));
  const [tab, setTab] = useState('data');
  // "Change limit" on a chart cut by its row limit: the Data tab, its row limit focused.
  const [limitAsked, setLimitAsked] = useState(0);
  const askLimit = () => {
    setTab('data');
    setLimitAsked((n) => n + 1);
  };

  const doSave = async () => {
    if (!canEdit || titleError || save.isPending) return;
    const body = toSaveBody(draft);
    const saved = await save.mutateAsync(body).catch(() => null);
    if (!saved) return;
    // The server's answer carries the next version (optimistic concurrency on the next save).
    setDraft((old) => ({ ...old, id: saved.id, version: saved.version }));
    setBaseline(JSON.stringify({ ...body, id: saved.id, version: saved.version }));
    toastSuccess(t('chartEditor.saved', { name: body.title }));
  };
  const saveRef = useRef(doSave);
  saveRef.current = doSave;
  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', keydown);
    return () => window.removeEventListener('keydown', keydown);
  }, []);

  const fieldList = fields.data ?? [];
  return (
    <div className="chart-editor" data-chart-editor data-testid="chart-editor">
      <header className="chart-editor__head">
        <Form.Item
          className="chart-editor__title"
          validateStatus={titleError ? 'error' : undefined}
          help={titleError ? t(titleError) : undefined}
        >
          <Input
            value={draft.title}
            onChange={(event) => change({ title: event.target.value })}
            disabled={!canEdit}
            aria-label={t('chartEditor.create.name')}
            data-testid="chart-title"
          />
        </Form.Item>
        <span className="chart-muted">{view.tableName}</span>
        {dirty && (
          <Badge status="warning" text={t('chartEditor.unsaved')} data-testid="chart-dirty" />
        )}
        {canEdit && (
          <Tooltip title={t('chartEditor.saveHint')}>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={!dirty || Boolean(titleError)}
              loading={save.isPending}
              onClick={() => void doSave()}
              data-testid="chart-save"
            >
              {t('chartEditor.action.save')}
            </Button>
          </Tooltip>
        )}
      </header>
      <div className="chart-editor__grid">
        <aside className="chart-editor__fields">
          {fields.isError ? (
            <Empty description={t('chartEditor.fields.loadFailed')} />
          ) : !fields.data ? (
            <Spin />
          ) : (
            <FieldList fields={fieldList} />
          )}
        </aside>
        <div className="chart-editor__config">
          <TypePicker
            value={draft.type}
            onChange={(type) => setDraft((old) => switchType(old, CHART_TYPE_META[type]))}
          />
          <Tabs
            size="small"
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'data',
                label: t('chartEditor.tab.data'),
                children: (
                  <DataPanel
                    draft={draft}
                    meta={meta}
                    fields={fieldList}
                    onChange={change}
                    focusLimit={limitAsked}
                  />
                ),
              },
              {
                key: 'style',
                label: t('chartEditor.tab.style'),
                children: (
                  <StylePanels
                    meta={meta}
                    attr={draft.customAttr}
                    style={draft.customStyle}
                    onAttr={(customAttr) => change({ customAttr })}
                    onStyle={(customStyle) => change({ customStyle })}
                  />
                ),
              },
            ]}
          />
        </div>
        <Preview draft={draft} meta={meta} onChangeLimit={canEdit ? askLimit : undefined} />
      </div>
    </div>
  );
}
