import type {
  FieldValues,
  FieldValuesRequest,
  LinkageGatherEntry,
  LinkageGatherRequest,
  LinkageSave,
  PanelLinkageInfo,
  PanelSaved,
} from '@tessera/contracts';
import { LONG_CALL } from './http';
import { http } from './client';

const id = (value: string) => encodeURIComponent(value);

/**
 * A select or grid widget's values: distinct, searched and paged by the server (row
 * permissions applied); the widget shows its own empty state, so no toast.
 */
export const fieldValues = (body: FieldValuesRequest, signal?: AbortSignal) =>
  http().post<FieldValues>('/dataset/field/multFieldValues', body, { signal, hideMsg: true });

/** Source chart id → the chart ids its clicks filter, as the dashboard's saved document has it. */
export const panelLinkageInfo = (panelId: string, signal?: AbortSignal) =>
  http().post<PanelLinkageInfo>(`/linkage/getPanelAllLinkageInfo/${id(panelId)}`, undefined, {
    signal,
  });

export const viewLinkageGather = (body: LinkageGatherRequest, signal?: AbortSignal) =>
  http().post<LinkageGatherEntry[]>('/linkage/getViewLinkageGather', body, { signal });

/** Replaces a source chart's links in the saved document (a new version; stale → 409). */
export const saveLinkage = (body: LinkageSave) =>
  http().post<PanelSaved>('/linkage/saveLinkage', body, LONG_CALL);
