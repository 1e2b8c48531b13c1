import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LinkInfo } from '@tessera/contracts';
import * as api from '../../../api/link';
import { panelKeys } from '../queries';

/** A dashboard's share link in the app's cache; every change answers the link as it now is. */
export const shareKeys = {
  link: (panelId: string) => [...panelKeys.all, 'link', panelId] as const,
};

/** The link, made on first ask; asked only while the share dialog is open. */
export const useShareLink = (panelId: string, enabled: boolean) =>
  useQuery({
    queryKey: shareKeys.link(panelId),
    queryFn: ({ signal }) => api.currentLink(panelId, signal),
    enabled,
    staleTime: 0,
  });

/** One owner change (on/off, PIN on/off, new PIN, expiry): the answer replaces the cached link. */
export function useShareChange(panelId: string) {
  const queryClient = useQueryClient();
  const key = shareKeys.link(panelId);
  const put = (next: Partial<LinkInfo>) =>
    queryClient.setQueryData<LinkInfo>(key, (link) => (link ? { ...link, ...next } : link));
  return useMutation({
    mutationFn: async (change: ShareChange): Promise<Partial<LinkInfo>> => {
      switch (change.kind) {
        case 'valid':
          return api.switchLink(panelId, change.value);
        case 'enablePwd':
          return api.enableLinkPwd(panelId, change.value);
        case 'overTime':
          return api.setLinkOverTime(panelId, change.value);
        case 'allowExport':
          return api.setLinkAllowExport(panelId, change.value);
        case 'resetPwd':
          // A new PIN starts a new count of wrong ones.
          return { ...(await api.resetLinkPwd(panelId, change.pwd)), failedAttempts: 0 };
      }
    },
    onSuccess: put,
  });
}

export type ShareChange =
  | { kind: 'valid'; value: boolean }
  | { kind: 'enablePwd'; value: boolean }
  | { kind: 'overTime'; value: number | null }
  | { kind: 'allowExport'; value: boolean }
  | { kind: 'resetPwd'; pwd?: string };
