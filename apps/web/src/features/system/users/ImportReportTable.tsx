import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../lib/CopyButton';
import type { UserImportRowReport, UserImportStatus } from '@tessera/contracts';

const STATUS_COLOURS: Record<UserImportStatus, string> = {
  created: 'success',
  skipped: 'default',
  failed: 'error',
};

/** The import's answer, a line per row of the file: what happened, why, and a generated password. */
export function ImportReportTable({ rows }: { rows: UserImportRowReport[] }) {
  const { t } = useTranslation();
  return (
    <Table<UserImportRowReport>
      rowKey="row"
      size="small"
      dataSource={rows}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 820 }}
      onRow={(row) => ({ 'data-testid': `users-import-row-${row.row}` }) as object}
      columns={[
        { key: 'row', title: t('users.import.column.row'), dataIndex: 'row', width: 64 },
        {
          key: 'username',
          title: t('users.import.column.username'),
          dataIndex: 'username',
          width: 160,
          ellipsis: true,
        },
        {
          key: 'status',
          title: t('users.import.column.status'),
          dataIndex: 'status',
          width: 100,
          render: (status: UserImportStatus) => (
            <Tag color={STATUS_COLOURS[status]}>{t(`users.import.status.${status}`)}</Tag>
          ),
        },
        { key: 'error', title: t('users.import.column.error'), dataIndex: 'error' },
        {
          key: 'password',
          title: t('users.import.column.password'),
          // A generated password (20 monospace characters) and its copy button on one line.
          width: 310,
          render: (_, row) =>
            row.password === undefined ? null : (
              <span className="users-import__password">
                <code data-testid={`users-import-password-${row.row}`}>{row.password}</code>
                <CopyButton
                  text={row.password}
                  label={t('users.import.copy')}
                  testId={`users-import-copy-${row.row}`}
                />
              </span>
            ),
        },
      ]}
    />
  );
}
