import {
  PANEL_IMAGE_URL_PATTERN,
  type PanelDetail,
  type PanelImageUploaded,
  type PanelRestore,
  type PanelSave,
  type PanelSaved,
  type PanelSubject,
  type PanelTreeNode,
  type PanelVersionEntry,
  type SubjectSave,
} from '@tessera/contracts';
import { progressOf } from './datasetUpload';
import { LONG_CALL } from './http';
import { http } from './client';

const id = (value: string) => encodeURIComponent(value);

// SPEC §7 / §9: the group (tree, save, findOne, deleteCircle) and subject calls wait 30 s.
// Reads take an AbortSignal (a page that goes away cancels its calls); writes run to their end.

/** The folders and dashboards the caller may see, nested; a keyword keeps the matches. */
export const panelTree = (query: { keyword?: string } = {}, signal?: AbortSignal) =>
  http().post<PanelTreeNode[]>('/panel/group/tree', query, { ...LONG_CALL, signal });

/** The folders alone: what the "move to" and "new dashboard in" pickers offer. */
export const panelDefaultTree = (signal?: AbortSignal) =>
  http().post<PanelTreeNode[]>('/panel/group/defaultTree', {}, { ...LONG_CALL, signal });

/**
 * Create a folder or a dashboard (no id), rename / move one, or save a dashboard's document
 * (id + panelStyle + panelData + the version loaded; a stale version is a 409 with the server's
 * localised message, which the client toasts).
 */
export const savePanel = (body: PanelSave) =>
  http().post<PanelSaved>('/panel/group/save', body, LONG_CALL);

/** A dashboard's document; the page shows a failure in place, so no toast. */
export const findPanel = (panelId: string, signal?: AbortSignal) =>
  http().get<PanelDetail>(`/panel/group/findOne/${id(panelId)}`, {
    ...LONG_CALL,
    signal,
    hideMsg: true,
  });

/** A dashboard, or a folder with everything in it; the dialog shows a refusal, so no toast. */
export const deletePanelNode = (nodeId: string) =>
  http().post<null>(`/panel/group/deleteCircle/${id(nodeId)}`, undefined, {
    ...LONG_CALL,
    hideMsg: true,
  });

/** The kept versions of a dashboard, newest first, the current one marked. */
export const listPanelVersions = (panelId: string, signal?: AbortSignal) =>
  http().post<PanelVersionEntry[]>(`/panel/version/list/${id(panelId)}`, undefined, { signal });

/** One earlier version's document (read only). */
export const findPanelVersion = (panelId: string, version: number, signal?: AbortSignal) =>
  http().get<PanelDetail>(`/panel/version/findOne/${id(panelId)}/${version}`, {
    signal,
    hideMsg: true,
  });

/**
 * Bring an earlier version back as a new version. `currentVersion` is the one the caller sees;
 * a stale one is a 409 whose message the drawer shows (no toast).
 */
export const restorePanelVersion = (panelId: string, body: PanelRestore) =>
  http().post<PanelSaved>(`/panel/version/restore/${id(panelId)}`, body, { hideMsg: true });

/** The built-in themes and the saved ones. */
export const querySubjects = (signal?: AbortSignal) =>
  http().post<PanelSubject[]>('/panel/subject/querySubjectWithGroup', undefined, {
    ...LONG_CALL,
    signal,
  });

/** Save a theme (no id: a new one). */
export const saveSubject = (body: SubjectSave) =>
  http().post<{ id: string }>('/panel/subject/update', body, LONG_CALL);

export const deleteSubject = (subjectId: string) =>
  http().delete<null>(`/panel/subject/delete/${id(subjectId)}`, LONG_CALL);

/**
 * POST /panel/image/upload: one picture as multipart in the field `file`. `onProgress` gets the
 * share sent (0..1). The server checks the bytes (not the name) and caps the size; its refusal
 * is shown where the upload was started, so no toast.
 */
export function uploadPanelImage(
  file: File,
  onProgress: (sent: number) => void = () => undefined,
  signal?: AbortSignal,
): Promise<PanelImageUploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http().post<PanelImageUploaded>('/panel/image/upload', form, {
    signal,
    hideMsg: true,
    onUploadProgress: (event) => onProgress(progressOf(event, file.size)),
  });
}

/**
 * A stored picture (`/panel/image/<id>`) as a Blob. `<img src>` cannot send the token header,
 * so pictures are fetched here and drawn from an object URL. Only this server's picture
 * addresses are fetched (the contract's pattern), never a URL a document could point elsewhere.
 * (Read as bytes, which every axios adapter supports, then wrapped: an <img> sniffs the kind.)
 */
export function fetchPanelImage(url: string, signal?: AbortSignal): Promise<Blob> {
  if (!PANEL_IMAGE_URL_PATTERN.test(url)) {
    return Promise.reject(new Error(`not a dashboard picture: ${url}`));
  }
  return http()
    .get<ArrayBuffer>(url, { responseType: 'arraybuffer', signal, hideMsg: true })
    .then((data) => new Blob([data]));
}
