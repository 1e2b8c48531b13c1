import { Form, Input, Modal, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CHART_TYPES,
  chartTitleSchema,
  NAME_LIMITS,
  type ChartType,
  type DatasetTreeNode,
} from '@tessera/contracts';
import { zodRule } from '../../forms/zodRule';
import { useDatasetTree } from '../../dataset/queries';
import { CHART_TYPE_META } from '../chartTypes';
import { ChartTypeIcon } from '../ChartTypeIcon';
import { useSaveChart } from '../queries';

export interface NewChartDialogProps {
  /** The folder the new chart goes into (null: the top level). */
  sceneId: string | null;
  onClose(): void;
  onCreated(id: string): void;
}

interface DatasetOption {
  value: string;
  title: string;
  selectable: boolean;
  children: DatasetOption[];
}

/** Datasets are picked; folders only group them. */
const datasetOptions = (nodes: readonly DatasetTreeNode[]): DatasetOption[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.name,
    selectable: node.nodeType !== 'folder',
    children: datasetOptions(node.children),
  }));

interface Values {
  tableId: string;
  type: ChartType;
  title: string;
}

/** New chart: a dataset, a type and a title (SPEC §5: required, at most 50 characters). */
export function NewChartDialog({ sceneId, onClose, onCreated }: NewChartDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const datasets = useDatasetTree();
  const save = useSaveChart();

  const submit = async () => {
    const values = await form.validateFields();
    const view = await save.mutateAsync({
      title: values.title.trim(),
      sceneId,
      tableId: values.tableId,
      type: values.type,
    });
    onCreated(view.id);
  };

  return (
    <Modal
      open
      title={t('chartEditor.create.title')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={save.isPending}
      okText={t('chartEditor.create.ok')}
      cancelText={t('chartEditor.action.cancel')}
      okButtonProps={{ 'data-testid': 'chart-create-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ type: 'bar', title: '' }}>
        <Form.Item
          name="tableId"
          label={t('chartEditor.create.dataset')}
          rules={[{ required: true, message: t('chartEditor.create.datasetRequired') }]}
        >
          <TreeSelect
            showSearch
            treeNodeFilterProp="title"
            treeDefaultExpandAll
            loading={datasets.isLoading}
            treeData={datasetOptions(datasets.data ?? [])}
            placeholder={t('chartEditor.create.datasetPlaceholder')}
            data-testid="chart-create-dataset"
          />
        </Form.Item>
        <Form.Item name="type" label={t('chartEditor.create.type')}>
          <Select
            data-testid="chart-create-type"
            options={CHART_TYPES.map((type) => ({
              value: type,
              label: (
                <span>
                  <ChartTypeIcon type={type} /> {t(CHART_TYPE_META[type].labelKey)}
                </span>
              ),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label={t('chartEditor.create.name')}
          rules={[zodRule(chartTitleSchema, t)]}
        >
          <Input
            count={{ show: true, max: NAME_LIMITS.title.max }}
            data-testid="chart-create-title"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
