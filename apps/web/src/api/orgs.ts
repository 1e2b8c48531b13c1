import type { CreatedId, DeptCreate, DeptNode, DeptUpdate } from '@tessera/contracts';
import { http, SHOWN_IN_PLACE } from './client';

/** Organisations (SPEC §2 system/dept; issue 21 contract). */
export const deptTree = (signal?: AbortSignal) =>
  http().post<DeptNode[]>('/api/dept/tree', undefined, { signal });

export const createDept = (body: DeptCreate) =>
  http().post<CreatedId>('/api/dept/create', body, SHOWN_IN_PLACE);

export const updateDept = (body: DeptUpdate) =>
  http().post<null>('/api/dept/update', body, SHOWN_IN_PLACE);

export const deleteDept = (id: number) =>
  http().post<null>(`/api/dept/delete/${id}`, undefined, SHOWN_IN_PLACE);
