import { Button, Empty, Input, Modal, Spin, Tree, type TreeDataNode } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, PERMISSIONS, type ChartTreeNode } from '@tessera/contracts';
import { useSession } from '../../../store/session';
import { ChartTypeIcon } from '../../chart/ChartTypeIcon';
import { NewChartDialog } from '../../chart/create/NewChartDialog';
import { useChartTree } from '../../chart/queries';
import {
  folderIds as chartFolderIds,
  filterTree as filterChartTree,
} from '../../folders/treeModel';

interface Row extends TreeDataNode {
  node: ChartTreeNode;
  children?: Row[];
}

const rows = (nodes: readonly ChartTreeNode[]): Row[] =>
  nodes.map((node) => ({
    key: node.id,
    node,
    isLeaf: node.nodeType === 'chart',
    selectable: node.nodeType === 'chart',
    children: rows(node.children),
  }));

/**
 * "User view" (SPEC §2): pick one of the charts the user may see, or create a new one (the
 * chart editor opens on it once it is placed).
 */
export function ChartPickerDialog({
  onPick,
  onClose,
}: {
  onPick(viewId: string, created: boolean): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const tree = useChartTree();
  const user = useSession((s) => s.user);
  const canCreate = hasPermission(user, PERMISSIONS.chartManage);
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const shown = useMemo(() => filterChartTree(tree.data ?? [], keyword), [tree.data, keyword]);

  return (
    <>
      <Modal
        open={!creating}
        title={t('panelEditor.chartPicker.title')}
        onCancel={onClose}
        okText={t('panelEditor.chartPicker.place')}
        cancelText={t('panelEditor.cancel')}
        okButtonProps={{ disabled: !picked }}
        onOk={() => picked && onPick(picked, false)}
        width={520}
        destroyOnHidden
      >
        <div className="panel-chart-picker" data-testid="chart-picker">
          <div className="panel-chart-picker__bar">
            <Input
              allowClear
              prefix={<SearchOutlined />}
              placeholder={t('panelEditor.chartPicker.search')}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              data-testid="chart-picker-search"
            />
            {canCreate && (
              <Button
                icon={<PlusOutlined />}
                onClick={() => setCreating(true)}
                data-testid="chart-picker-new"
              >
                {t('panelEditor.chartPicker.new')}
              </Button>
            )}
          </div>
          {!tree.data ? (
            <Spin />
          ) : shown.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t('panelEditor.chartPicker.none')}
            />
          ) : (
            <Tree<Row>
              className="panel-chart-picker__tree"
              treeData={rows(shown)}
              defaultExpandedKeys={chartFolderIds(shown)}
              expandedKeys={keyword ? chartFolderIds(shown) : undefined}
              height={360}
              selectedKeys={picked ? [picked] : []}
              onSelect={(keys) => setPicked((keys[0] as string | undefined) ?? null)}
              onDoubleClick={(_, node) =>
                node.node.nodeType === 'chart' && onPick(node.node.id, false)
              }
              titleRender={(row) => (
                <span
                  className="panel-chart-picker__node"
                  data-testid={`chart-pick-${row.node.name}`}
                >
                  {row.node.type && <ChartTypeIcon type={row.node.type} />} {row.node.name}
                </span>
              )}
            />
          )}
        </div>
      </Modal>
      {creating && (
        <NewChartDialog
          sceneId={null}
          onClose={() => setCreating(false)}
          onCreated={(id) => onPick(id, true)}
        />
      )}
    </>
  );
}
