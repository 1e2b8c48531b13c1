import {
  DATASOURCE_TYPES,
  DEFAULT_PORTS,
  type DatasourceFamily,
  type DatasourceType,
  type DatasourceTypeInfo,
} from '@tessera/contracts';
import { dialectForSourceType, WAREHOUSE_SOURCE_TYPE } from '@tessera/engine';

/** A type's capabilities, as its dialect states them. */
function describe(type: DatasourceType): DatasourceTypeInfo {
  const dialect = dialectForSourceType(type);
  return {
    type,
    // The MySQL family shares one dialect (and wire protocol); the warehouse runs inside.
    family: dialect.embedded ? 'embedded' : (dialect.id as DatasourceFamily),
    defaultPort: type === WAREHOUSE_SOURCE_TYPE ? null : DEFAULT_PORTS[type],
    supportsSchema: dialect.supportsSchema,
    embedded: dialect.embedded,
    creatable: !dialect.embedded,
    editorSyntax: dialect.editorSyntax,
  };
}

/** GET /datasource/types: every type the server speaks, creatable ones first, the warehouse last. */
const TYPES: readonly DatasourceType[] = [...DATASOURCE_TYPES, WAREHOUSE_SOURCE_TYPE];
export const TYPE_DESCRIPTORS: readonly DatasourceTypeInfo[] = TYPES.map(describe);
