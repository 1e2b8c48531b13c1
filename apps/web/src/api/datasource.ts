import type {
  DatasourceColumn,
  DatasourceConnection,
  DatasourceTable,
  DatasourceType,
  DatasourceTypeInfo,
  DatasourceValidation,
  DatasourceView,
} from '@tessera/contracts';
import { http } from './client';

/** POST /datasource/add and /datasource/update bodies, as the contracts' schemas accept them. */
export type DatasourceAddBody = DatasourceConnection & { name: string; desc: string };
export type DatasourceUpdateBody = DatasourceAddBody & { id: string };

export interface DatasourceListQuery {
  keyword?: string;
  type?: DatasourceType;
}

const id = (value: string) => encodeURIComponent(value);

export const listDatasources = (query: DatasourceListQuery = {}) =>
  http().post<DatasourceView[]>('/datasource/list', query);

export const addDatasource = (body: DatasourceAddBody) =>
  http().post<DatasourceView>('/datasource/add', body);

/** A configuration without `password` keeps the stored one. */
export const updateDatasource = (body: DatasourceUpdateBody) =>
  http().post<DatasourceView>('/datasource/update', body);

/** Refused with 409 DATASOURCE_IN_USE (naming the dependents) when datasets use the source. */
export const deleteDatasource = (datasourceId: string) =>
  http().post<null>(`/datasource/delete/${id(datasourceId)}`);

/** Tests a connection before it is saved; a failed test is an answer, not an error. */
export const validateConnection = (body: DatasourceConnection) =>
  http().post<DatasourceValidation>('/datasource/validate', body);

/** Tests a stored source and refreshes its status. */
export const validateDatasource = (datasourceId: string) =>
  http().post<DatasourceValidation>(`/datasource/validate/${id(datasourceId)}`);

export const getTables = (datasourceId: string) =>
  http().post<DatasourceTable[]>(`/datasource/getTables/${id(datasourceId)}`);

export const getColumns = (datasourceId: string, table: { schema?: string; table: string }) =>
  http().post<DatasourceColumn[]>(`/datasource/getColumns/${id(datasourceId)}`, table);

export const datasourceTypes = () => http().get<DatasourceTypeInfo[]>('/datasource/types');
