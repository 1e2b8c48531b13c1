import type {
  CreatableDatasourceType,
  DatasourceType,
  DatasourceTypeInfo,
  DatasourceView,
} from '@tessera/contracts';

/**
 * What each type can do comes from the server (GET /datasource/types, see queries.ts), never
 * from a copy here: default port, schemas, whether users may create it.
 */
export type CreatableTypeInfo = DatasourceTypeInfo & {
  type: CreatableDatasourceType;
  defaultPort: number;
};

export const isCreatableInfo = (info: DatasourceTypeInfo): info is CreatableTypeInfo =>
  info.creatable && !info.embedded && info.defaultPort !== null;

/** The create form offers these, in the server's order. */
export const creatableTypes = (types: readonly DatasourceTypeInfo[]): CreatableTypeInfo[] =>
  types.filter(isCreatableInfo);

export function findType(
  types: readonly DatasourceTypeInfo[],
  type: DatasourceType,
): DatasourceTypeInfo | undefined {
  return types.find((info) => info.type === type);
}

export function findCreatableType(
  types: readonly DatasourceTypeInfo[],
  type: DatasourceType,
): CreatableTypeInfo | undefined {
  const info = findType(types, type);
  return info && isCreatableInfo(info) ? info : undefined;
}

export type CreatableView = DatasourceView & { type: CreatableDatasourceType };

/** The view itself when a user could have created it (and so can edit it); null otherwise. */
export const asCreatableView = (
  view: DatasourceView | null,
  types: readonly DatasourceTypeInfo[],
): CreatableView | null =>
  view && findCreatableType(types, view.type) ? (view as CreatableView) : null;
