import { useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  USER_IMPORT_EXTENSIONS,
  USER_IMPORT_LIMITS,
  userImportTemplateCsv,
  type UserImportReply,
} from '@tessera/contracts';
import { currentLanguage } from '../../../i18n';
import { FileDragger } from '../../../lib/files/FileDragger';
import { fileProblem, type FileProblem } from '../../../lib/files/fileProblem';
import { failureText } from '../../dataset/upload/failureText';
import { useDeptTree } from '../queries';
import { CopyButton } from '../../../lib/CopyButton';
import { ImportReportTable } from './ImportReportTable';
import { useImportUsers } from './mutations';

const MAX_MB = USER_IMPORT_LIMITS.maxBytes / (1024 * 1024);
const ACCEPT = USER_IMPORT_EXTENSIONS.join(',');

/** An import file, checked before it is sent (lib/files/fileProblem.ts). */
export const importFileProblem = (file: Pick<File, 'name' | 'size'>): FileProblem | null =>
  fileProblem(file, { extensions: USER_IMPORT_EXTENSIONS, maxBytes: USER_IMPORT_LIMITS.maxBytes });

/**
 * Import users from a CSV or xlsx file (issue 21 part 2): pick a file (or take the template
 * first), then read the server's report, a line per row, with generated passwords to copy —
 * they are never shown again. The users list refreshes by the mutation.
 */
export function ImportUsersDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const importing = useImportUsers();
  const [fileName, setFileName] = useState('');
  const [refused, setRefused] = useState<FileProblem | null>(null);
  const { data: depts } = useDeptTree();

  const pick = (file: File) => {
    setFileName(file.name);
    const problem = importFileProblem(file);
    setRefused(problem);
    if (problem) importing.reset();
    else importing.mutate(file);
  };
  const close = () => {
    importing.reset();
    setRefused(null);
    onClose();
  };
  const template = userImportTemplateCsv(currentLanguage(), depts?.[0]?.name ?? '');
  const failure = importing.isError ? failureText(importing.error) : null;

  return (
    <Modal
      open={open}
      title={t('users.import.title')}
      onCancel={close}
      // A click beside the report must not lose the passwords shown only there.
      mask={{ closable: false }}
      width="min(960px, calc(100vw - 32px))"
      destroyOnHidden
      footer={
        <Button onClick={close} data-testid="users-import-close">
          {t('users.import.close')}
        </Button>
      }
    >
      <div className="users-import" data-testid="users-import-dialog">
        {importing.data ? (
          <ImportReport reply={importing.data} onAgain={() => importing.reset()} />
        ) : (
          <>
            <div className="users-muted">
              {t('users.import.hint', { rows: USER_IMPORT_LIMITS.maxRows, max: MAX_MB })}
            </div>
            <a
              href={`data:text/csv;charset=utf-8,${encodeURIComponent(template)}`}
              download={t('users.import.templateFile')}
              data-testid="users-import-template"
            >
              <DownloadOutlined /> {t('users.import.template')}
            </a>
            <Spin
              spinning={importing.isPending}
              description={t('users.import.importing', { name: fileName })}
            >
              <FileDragger
                accept={ACCEPT}
                disabled={importing.isPending}
                onPick={pick}
                title={t('users.import.pick')}
                testId="users-import-dragger"
              />
            </Spin>
            {refused && (
              <Alert
                type="error"
                showIcon
                data-testid="users-import-refused"
                title={t(`users.import.refused.${refused}`, { name: fileName, max: MAX_MB })}
              />
            )}
            {failure !== null && (
              <Alert
                type="error"
                showIcon
                data-testid="users-import-failed"
                title={t('users.import.failed', { name: fileName })}
                description={failure}
              />
            )}
          </>
        )}
      </div>
    </Modal>
  );
}

function ImportReport({ reply, onAgain }: { reply: UserImportReply; onAgain(): void }) {
  const { t } = useTranslation();
  const count = (status: string) => reply.rows.filter((row) => row.status === status).length;
  const passwords = reply.rows.filter((row) => row.password !== undefined);
  return (
    <>
      <div className="users-import__summary" data-testid="users-import-summary">
        <span>
          {t('users.import.summary', {
            created: reply.created,
            skipped: count('skipped'),
            failed: count('failed'),
          })}
        </span>
        <Button size="small" onClick={onAgain} data-testid="users-import-again">
          {t('users.import.again')}
        </Button>
      </div>
      {passwords.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('users.import.passwordsOnce')}
          action={
            <CopyButton
              // One line per user, tab-separated: pastes into a sheet as two columns.
              text={passwords.map((row) => `${row.username ?? ''}\t${row.password}`).join('\n')}
              label={t('users.import.copyAll')}
              testId="users-import-copy-all"
            />
          }
        />
      )}
      <ImportReportTable rows={reply.rows} />
    </>
  );
}
