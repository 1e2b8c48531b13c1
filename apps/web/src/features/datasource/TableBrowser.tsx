import { Button, Empty, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/http';
import { isNotFound } from '../../lib/errors';
import { BrowserHeader } from './BrowserHeader';
import { ColumnsPane } from './ColumnsPane';
import { datasourceKeys, useDatasource, useTables, type TableRef } from './queries';
import { tableKey } from './tableGroups';
import { TableListPane } from './TableListPane';

export type { TableRef } from './queries';

export interface TableBrowserProps {
  datasourceId: string;
  /** The selected table, kept in the URL so a reload reopens it. */
  selected: TableRef | null;
  onSelect(table: TableRef | null): void;
  onBack(): void;
}

/** The tables of one source and the columns of the one selected; the header is the source's own
 * view (fetched by id), loaded beside the tables: either may fail alone. */
export function TableBrowser({ datasourceId, selected, onSelect, onBack }: TableBrowserProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const source = useDatasource(datasourceId);
  const tables = useTables(datasourceId);

  const refresh = () => {
    for (const queryKey of [
      datasourceKeys.detail(datasourceId),
      datasourceKeys.tables(datasourceId),
      datasourceKeys.columnsOf(datasourceId),
    ]) {
      void client.invalidateQueries({ queryKey });
    }
  };

  const selectedTable =
    selected && tables.data?.find((table) => tableKey(table) === tableKey(selected));

  let body;
  if (source.isError && isNotFound(source.error)) {
    body = <Result status="404" subTitle={t('datasource.browser.notFound')} />;
  } else if (source.isError) {
    body = (
      <Result
        status="error"
        title={t('errors.loadFailed')}
        subTitle={source.error instanceof AxiosError ? errorMessage(source.error) : undefined}
        extra={<Button onClick={() => void source.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  } else {
    body = (
      <div className="ds-browser">
        <TableListPane
          tables={tables.data}
          failed={tables.isError}
          onRetry={() => void tables.refetch()}
          selected={selected}
          onSelect={onSelect}
        />
        <section className="ds-browser__columns">
          {selected ? (
            <ColumnsPane
              datasourceId={datasourceId}
              table={selected}
              known={selectedTable ? selectedTable.columns : undefined}
            />
          ) : (
            <div className="ds-browser__center ds-browser__center--tall">
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('datasource.browser.pick')}
                data-testid="browser-pick"
              />
            </div>
          )}
        </section>
      </div>
    );
  }

  return (
    <div className="page page--wide" data-testid="table-browser">
      <BrowserHeader source={source.data} onBack={onBack} onRefresh={refresh} />
      {body}
    </div>
  );
}
