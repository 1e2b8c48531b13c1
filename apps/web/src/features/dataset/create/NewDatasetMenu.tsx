import { Button, Dropdown } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DATASET_KINDS, type DatasetKind } from '@tessera/contracts';
import { KIND_ICONS } from '../tree/NodeIcon';

/** "New dataset": database table, SQL, Excel/CSV upload or join. */
export function NewDatasetMenu({ onCreate }: { onCreate(kind: DatasetKind): void }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: DATASET_KINDS.map((kind) => ({
          key: kind,
          icon: KIND_ICONS[kind],
          label: <span data-testid={`dataset-new-${kind}`}>{t(`dataset.kind.${kind}New`)}</span>,
        })),
        onClick: ({ key }) => onCreate(key as DatasetKind),
      }}
    >
      <Button type="primary" icon={<PlusOutlined />} data-testid="dataset-new">
        {t('dataset.new')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
