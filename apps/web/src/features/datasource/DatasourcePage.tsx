import { useSearchParams } from 'react-router';
import { DatasourceList } from './DatasourceList';
import { TableBrowser, type TableRef } from './TableBrowser';

/**
 * The data-sources menu page. `?browse={id}` opens the table browser of one source, and
 * `&schema=…&table=…` the columns of one table, so both survive a reload and the back button.
 */
export default function DatasourcePage() {
  const [params, setParams] = useSearchParams();
  const browse = params.get('browse');
  if (!browse) return <DatasourceList onBrowse={(id) => setParams({ browse: id })} />;

  const table = params.get('table');
  const schema = params.get('schema');
  const selected: TableRef | null = table ? { schema: schema || null, name: table } : null;
  return (
    <TableBrowser
      key={browse}
      datasourceId={browse}
      selected={selected}
      onSelect={(next) =>
        setParams(
          next
            ? { browse, ...(next.schema ? { schema: next.schema } : {}), table: next.name }
            : { browse },
          { replace: true },
        )
      }
      onBack={() => setParams({})}
    />
  );
}
