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

// Reads take an AbortSignal: a page that goes away cancels its calls (and the server its
// database work). Writes do not: a save runs to its end even if the drawer closes.

export const listDatasources = (query: DatasourceListQuery = {}, signal?: AbortSignal) =>
  http().post<DatasourceView[]>('/datasource/list', query, { signal });

/**
 * One source's view (the table browser's header). The caller shows a failure in place ("does
 * not exist or you cannot see it", or a retry), so the client shows no toast for it.
 */
export const getDatasource = (datasourceId: string, signal?: AbortSignal) =>
  http().post<DatasourceView>(`/datasource/get/${id(datasourceId)}`, undefined, {
    signal,
    hideMsg: true,
  });

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

export const getTables = (datasourceId: string, signal?: AbortSignal) =>
  http().post<DatasourceTable[]>(`/datasource/getTables/${id(datasourceId)}`, undefined, {
    signal,
  });

export const getColumns = (
  datasourceId: string,
  table: { schema?: string; table: string },
  signal?: AbortSignal,
) =>
  http().post<DatasourceColumn[]>(`/datasource/getColumns/${id(datasourceId)}`, table, {
    signal,
  });

/** Every type the server speaks, with its capabilities (default port, schemas, creatable). */
export const datasourceTypes = (signal?: AbortSignal) =>
  http().get<DatasourceTypeInfo[]>('/datasource/types', { signal });
