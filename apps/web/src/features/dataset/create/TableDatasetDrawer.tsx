import { useState } from 'react';
import { Button, Drawer, Form, Input, Space } from 'antd';
import { TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAME_LIMITS, type DatasetMode, type DatasetView } from '@tessera/contracts';
import { toastSuccess } from '../../../app/feedback';
import { tableKey } from '../../datasource/tableGroups';
import { useAddDataset, useDatasetTree, useSourceTables } from '../queries';
import { FolderSelect } from './FolderSelect';
import { DatasourceSelect } from './DatasourceSelect';
import { ModeRadio } from './ModeRadio';
import { TablePicker } from './TablePicker';
import { defaultDatasetName, nameProblem, tableAddBodies } from './tableDataset';

export interface TableDatasetDrawerProps {
  groupId: string | null;
  onClose(): void;
  onCreated(view: DatasetView): void;
}

/**
 * "New dataset → Database table": a source, one or more of its tables, a name for each (the
 * table's by default), a folder and a mode. One dataset is added per table.
 */
export function TableDatasetDrawer({ groupId, onClose, onCreated }: TableDatasetDrawerProps) {
  const { t } = useTranslation();
  const tree = useDatasetTree();
  const [datasourceId, setDatasourceId] = useState<string | null>(null);
  const tables = useSourceTables(datasourceId);
  const [picked, setPicked] = useState<string[]>([]);
  const [names, setNames] = useState<Record<string, string>>({});
  const [folder, setFolder] = useState<string | null>(groupId);
  const [mode, setMode] = useState<DatasetMode>('direct');
  const [showErrors, setShowErrors] = useState(false);
  const add = useAddDataset();

  const chosen = picked
    .map((key) => tables.data?.find((table) => tableKey(table) === key))
    .filter((table) => table !== undefined);
  const nameOf = (key: string) => {
    const table = chosen.find((item) => tableKey(item) === key);
    return names[key] ?? (table ? defaultDatasetName(table) : '');
  };
  const problems = Object.fromEntries(picked.map((key) => [key, nameProblem(nameOf(key))]));

  const save = async () => {
    setShowErrors(true);
    if (!datasourceId || chosen.length === 0 || Object.values(problems).some(Boolean)) return;
    const bodies = tableAddBodies({ datasourceId, groupId: folder, mode, tables: chosen, names });
    let last: DatasetView | null = null;
    const failed: string[] = [];
    // One at a time: a refused name (taken) is reported on its own and the rest still go.
    for (const { key, body } of bodies) {
      try {
        last = await add.mutateAsync(body);
      } catch {
        failed.push(key);
      }
    }
    if (last) toastSuccess(t('dataset.table.created', { count: bodies.length - failed.length }));
    if (failed.length === 0 && last) onCreated(last);
    // What failed stays ticked to be fixed and sent again.
    else setPicked(failed);
  };

  return (
    <Drawer
      open
      size={720}
      title={
        <span>
          <TableOutlined /> {t('dataset.kind.tableNew')}
        </span>
      }
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space className="dataset-drawer__footer">
          <Button onClick={onClose}>{t('dataset.action.cancel')}</Button>
          <Button
            type="primary"
            loading={add.isPending}
            disabled={!datasourceId || picked.length === 0}
            onClick={() => void save()}
            data-testid="dataset-table-save"
          >
            {t('dataset.table.save', { count: picked.length })}
          </Button>
        </Space>
      }
      data-testid="dataset-table-drawer"
    >
      <Form layout="vertical">
        <Form.Item label={t('dataset.form.datasource')} required>
          <DatasourceSelect
            value={datasourceId}
            onChange={(id) => {
              setDatasourceId(id);
              setPicked([]);
              setNames({});
            }}
            data-testid="dataset-table-source"
          />
        </Form.Item>
        {datasourceId && (
          <Form.Item label={t('dataset.table.tables')} required>
            <TablePicker
              tables={tables.data}
              failed={tables.isError}
              onRetry={() => void tables.refetch()}
              value={picked}
              onChange={setPicked}
            />
          </Form.Item>
        )}
        {picked.length > 0 && (
          <Form.Item label={t('dataset.table.names')}>
            <div className="dataset-names">
              {chosen.map((table) => {
                const key = tableKey(table);
                const problem = showErrors ? problems[key] : null;
                return (
                  <Form.Item
                    key={key}
                    className="dataset-names__row"
                    label={table.schema ? `${table.schema}.${table.name}` : table.name}
                    validateStatus={problem ? 'error' : undefined}
                    help={problem ? t(problem) : undefined}
                  >
                    <Input
                      value={nameOf(key)}
                      maxLength={NAME_LIMITS.title.max}
                      showCount
                      onChange={(event) => setNames({ ...names, [key]: event.target.value })}
                      data-testid={`dataset-table-name-${table.name}`}
                    />
                  </Form.Item>
                );
              })}
            </div>
          </Form.Item>
        )}
        <Form.Item label={t('dataset.form.folder')}>
          <FolderSelect tree={tree.data ?? []} value={folder} onChange={setFolder} />
        </Form.Item>
        <Form.Item label={t('dataset.form.mode')} extra={t('dataset.mode.hint')}>
          <ModeRadio value={mode} onChange={setMode} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
