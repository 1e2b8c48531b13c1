import type { DatasourceType } from '@tessera/contracts';

/**
 * How each type is shown: its product name, a short mark and the mark's colour. Presentation
 * only; what a type can do (ports, schemas, creatable) comes from the server (typeInfo.ts).
 */
export interface TypePresentation {
  /** Product names are not translated; DuckDB's "(embedded)" suffix is, via `labelKey`. */
  label: string;
  labelKey?: string;
  mark: string;
  colour: string;
}

export const TYPE_PRESENTATION: Record<DatasourceType, TypePresentation> = {
  postgresql: { label: 'PostgreSQL', mark: 'Pg', colour: '#336791' },
  mysql: { label: 'MySQL', mark: 'My', colour: '#00758f' },
  mariadb: { label: 'MariaDB', mark: 'Ma', colour: '#a3542f' },
  tidb: { label: 'TiDB', mark: 'Ti', colour: '#dc150b' },
  doris: { label: 'Apache Doris', mark: 'Do', colour: '#2f6fe4' },
  starrocks: { label: 'StarRocks', mark: 'SR', colour: '#6a4bd6' },
  duckdb: { label: 'DuckDB', labelKey: 'datasource.type.duckdb', mark: 'Dk', colour: '#c9a400' },
};

/** A type's display name in the interface language (only DuckDB's has a translated part). */
export function typeLabel(type: DatasourceType, t: (key: string) => string): string {
  const shown = TYPE_PRESENTATION[type];
  return shown.labelKey ? t(shown.labelKey) : shown.label;
}
