import { useCallback, useRef, useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AxiosError } from 'axios';
import type { StoreApi } from 'zustand';
import type { PanelDetail } from '@tessera/contracts';
import { savePanel } from '../../../api/panel';
import { errorMessage } from '../../../api/http';
import { toastSuccess } from '../../../app/feedback';
import { markSaved } from '../../../canvas/core/history';
import type { EditorStore } from '../../../canvas/core/store';
import { panelKeys } from '../queries';

/**
 * Saving the open dashboard: the document as it stands when Save is pressed, with the version
 * the editor holds (optimistic concurrency). Success marks exactly that document saved (edits
 * made while the call ran stay unsaved) and resets the change counter (SPEC §4). A conflict
 * (someone saved meanwhile) keeps every change here and offers to save them as a copy.
 */
export function useSaveDashboard(
  detail: PanelDetail,
  store: StoreApi<EditorStore>,
  options: { name: string; onSavedAsCopy(id: string): void },
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [version, setVersion] = useState(detail.version);
  const versionRef = useRef(version);
  versionRef.current = version;
  const mutation = useMutation({ mutationFn: savePanel });

  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: panelKeys.all }),
    [client],
  );

  const saveAsCopy = useCallback(
    async (panelStyle: string, panelData: string) => {
      const copy = await savePanel({
        nodeType: 'panel',
        name: t('panelEditor.save.copyName', { name: options.name }).slice(0, 50),
        pid: detail.pid,
        panelStyle,
        panelData,
      });
      await refresh();
      options.onSavedAsCopy(copy.id);
    },
    [detail.pid, options, refresh, t],
  );

  const save = useCallback(async () => {
    if (mutation.isPending) return;
    const doc = store.getState().editor.doc;
    const panelStyle = JSON.stringify(doc.canvasStyle);
    const panelData = JSON.stringify(doc.components);
    try {
      const saved = await mutation.mutateAsync({
        id: detail.id,
        nodeType: 'panel',
        name: options.name,
        pid: detail.pid,
        panelStyle,
        panelData,
        version: versionRef.current,
      });
      setVersion(saved.version);
      store.getState().apply((s) => markSaved(s, doc));
      toastSuccess(t('panelEditor.save.done', { name: options.name }));
      await refresh();
    } catch (error) {
      if (error instanceof AxiosError && error.response?.status === 409) {
        Modal.confirm({
          title: t('panelEditor.save.conflictTitle'),
          content: errorMessage(error),
          okText: t('panelEditor.save.saveCopy'),
          cancelText: t('panelEditor.save.keepEditing'),
          onOk: () => saveAsCopy(panelStyle, panelData),
        });
      }
    }
  }, [detail.id, detail.pid, mutation, options.name, refresh, saveAsCopy, store, t]);

  return { save, saving: mutation.isPending, version };
}
