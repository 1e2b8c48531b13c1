import { useState } from 'react';
import { Button, Drawer, Form, Input, Space, Tooltip } from 'antd';
import { CaretRightOutlined, ConsoleSqlOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAME_LIMITS, type DatasetMode, type DatasetView } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { useDatasourceList, useDatasourceTypes } from '../../datasource/queries';
import { DatasourceSelect } from '../create/DatasourceSelect';
import { FolderSelect } from '../create/FolderSelect';
import { ModeRadio } from '../create/ModeRadio';
import { nameProblem } from '../create/tableDataset';
import { useAddDataset, useDatasetTree, useUpdateDataset } from '../queries';
import { sqlDialectOf } from '../sqlSchema';
import { LazySqlEditor } from './LazySqlEditor';
import { SqlResult } from './SqlResult';
import { useSqlRun } from './useSqlRun';
import { useSqlSchema } from './useSqlSchema';

export interface SqlDatasetDrawerProps {
  groupId: string | null;
  /** A SQL dataset to edit; null creates one. */
  editing: DatasetView | null;
  onClose(): void;
  onSaved(view: DatasetView): void;
}

/** "Cmd" on Apple keyboards, "Ctrl" elsewhere, for the Run button's hint. */
const MOD_KEY =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';

/**
 * A SQL dataset: a source, one SELECT in the editor (highlighted in the source's dialect, its
 * tables and columns completed), Run to see the columns and first rows, then save.
 */
export function SqlDatasetDrawer({ groupId, editing, onClose, onSaved }: SqlDatasetDrawerProps) {
  const { t } = useTranslation();
  const tree = useDatasetTree();
  const sources = useDatasourceList({});
  const types = useDatasourceTypes();
  const [datasourceId, setDatasourceId] = useState<string | null>(editing?.datasourceId ?? null);
  const [sql, setSql] = useState(editing?.info.kind === 'sql' ? editing.info.sql : '');
  const [name, setName] = useState(editing?.name ?? '');
  const [folder, setFolder] = useState<string | null>(groupId);
  const [mode, setMode] = useState<DatasetMode>(editing?.mode ?? 'direct');
  const [showErrors, setShowErrors] = useState(false);
  const { state, run } = useSqlRun();
  const { schema, columns, defaultSchema } = useSqlSchema(datasourceId, sql);
  const add = useAddDataset();
  const update = useUpdateDataset();

  const source = sources.data?.find((view) => view.id === datasourceId);
  const problem = nameProblem(name);
  const canRun = datasourceId !== null && sql.trim() !== '';
  const runNow = () => {
    if (datasourceId && sql.trim()) run(datasourceId, sql);
  };

  const save = () => {
    setShowErrors(true);
    if (problem || !canRun || !datasourceId) return;
    const info = { kind: 'sql' as const, sql };
    const done = (view: DatasetView) => {
      toastSuccess(t(editing ? 'dataset.sql.updated' : 'dataset.sql.created', { name: view.name }));
      onSaved(view);
    };
    if (editing) {
      update.mutate(
        { id: editing.id, name: name.trim(), groupId: folder, mode, info },
        { onSuccess: done },
      );
    } else {
      add.mutate(
        { name: name.trim(), groupId: folder, datasourceId, mode, info },
        { onSuccess: done },
      );
    }
  };

  return (
    <Drawer
      open
      size={960}
      title={
        <span>
          <ConsoleSqlOutlined />{' '}
          {editing ? t('dataset.sql.editTitle', { name: editing.name }) : t('dataset.kind.sqlNew')}
        </span>
      }
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space className="dataset-drawer__footer">
          <Button onClick={onClose}>{t('dataset.action.cancel')}</Button>
          <Button
            type="primary"
            loading={add.isPending || update.isPending}
            onClick={save}
            data-testid="sql-save"
          >
            {t('dataset.action.save')}
          </Button>
        </Space>
      }
      data-testid="sql-drawer"
    >
      <Form layout="vertical">
        <div className="dataset-form-row">
          <Form.Item
            label={t('dataset.form.name')}
            required
            validateStatus={showErrors && problem ? 'error' : undefined}
            help={showErrors && problem ? t(problem) : undefined}
          >
            <Input
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={NAME_LIMITS.title.max}
              showCount
              data-testid="sql-name"
            />
          </Form.Item>
          <Form.Item label={t('dataset.form.folder')}>
            <FolderSelect tree={tree.data ?? []} value={folder} onChange={setFolder} />
          </Form.Item>
        </div>
        <div className="dataset-form-row">
          <Form.Item
            label={t('dataset.form.datasource')}
            required
            validateStatus={showErrors && !datasourceId ? 'error' : undefined}
            help={showErrors && !datasourceId ? t('dataset.form.datasourceRequired') : undefined}
            extra={editing ? t('dataset.sql.sourceFixed') : undefined}
          >
            <DatasourceSelect
              value={datasourceId}
              onChange={setDatasourceId}
              disabled={editing !== null}
              data-testid="sql-source"
            />
          </Form.Item>
          <Form.Item label={t('dataset.form.mode')}>
            <ModeRadio value={mode} onChange={setMode} />
          </Form.Item>
        </div>
        <Form.Item
          label={t('dataset.sql.editor')}
          required
          validateStatus={showErrors && !sql.trim() ? 'error' : undefined}
          help={showErrors && !sql.trim() ? t('validation.dataset.sqlRequired') : undefined}
        >
          <LazySqlEditor
            value={sql}
            onChange={setSql}
            dialect={sqlDialectOf(source?.type, types.data)}
            schema={schema}
            columns={columns}
            defaultSchema={defaultSchema}
            onRun={runNow}
            placeholder={t('dataset.sql.placeholder')}
            label={t('dataset.sql.editor')}
          />
        </Form.Item>
        <div className="dataset-sql__bar">
          <Tooltip title={`${MOD_KEY}+Enter`}>
            <Button
              icon={<CaretRightOutlined />}
              onClick={runNow}
              disabled={!canRun}
              loading={state.status === 'running'}
              data-testid="sql-run"
            >
              {t('dataset.sql.run')}
            </Button>
          </Tooltip>
          <span className="ds-muted">{t('dataset.sql.readOnlyHint')}</span>
        </div>
      </Form>
      <SqlResult state={state} />
    </Drawer>
  );
}
