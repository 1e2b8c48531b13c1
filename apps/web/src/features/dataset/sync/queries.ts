import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SyncLog, SyncSchedule, SyncType } from '@tessera/contracts';
import { listSyncLogs, saveSyncSchedule, syncDatasetNow } from '../../../api/datasetSync';
import { datasetPartKeys } from '../upload/datasetQueries';

/** How often the log is asked for while a run is in progress. */
export const SYNC_POLL_MS = 1_000;

export const isRunning = (logs: readonly SyncLog[] | undefined) =>
  (logs ?? []).some((log) => log.status === 'running');

/**
 * The dataset's sync runs, newest first; asked for every second while one runs (its rows grow
 * live), and not at all otherwise. When a run ends, the dataset's other answers (its view's
 * last sync, its preview) are refreshed.
 */
export function useSyncLogs(datasetId: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: datasetPartKeys.syncLog(datasetId),
    queryFn: ({ signal }) => listSyncLogs(datasetId, signal),
    refetchInterval: (q) => (isRunning(q.state.data) ? SYNC_POLL_MS : false),
  });
  const running = isRunning(query.data);
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) {
      void client.invalidateQueries({
        queryKey: datasetPartKeys.all,
        predicate: (q) => q.queryKey[1] !== 'syncLog',
      });
    }
    wasRunning.current = running;
  }, [client, running]);
  return { ...query, running };
}

/** Start a run now; its running log goes first in the list at once, so polling starts. */
export function useSyncNow(datasetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (syncType: SyncType) => syncDatasetNow(datasetId, syncType),
    onSuccess: (log) => {
      client.setQueryData<SyncLog[]>(datasetPartKeys.syncLog(datasetId), (old = []) => [
        log,
        ...old.filter((known) => known.id !== log.id),
      ]);
    },
    // A 409 (a run already going) means the log is stale: ask again.
    onError: () => client.invalidateQueries({ queryKey: datasetPartKeys.syncLog(datasetId) }),
  });
}

export function useSaveSchedule(datasetId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (schedule: SyncSchedule) => saveSyncSchedule(datasetId, schedule),
    onSuccess: (view) => {
      client.setQueryData(datasetPartKeys.view(view.id), view);
      return client.invalidateQueries({ queryKey: datasetPartKeys.tree() });
    },
  });
}
