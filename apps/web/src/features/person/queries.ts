import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonInfoUpdate } from '@tessera/contracts';
import * as userApi from '../../api/user';

export const personKeys = { info: ['person', 'info'] as const };

export const usePersonInfo = () =>
  useQuery({
    queryKey: personKeys.info,
    queryFn: ({ signal }) => userApi.personInfo(signal),
  });

/** Saves and puts the server's answer in the cache: the page shows what was stored. */
export function useUpdatePersonInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonInfoUpdate) => userApi.updatePersonInfo(body),
    onSuccess: (updated) => client.setQueryData(personKeys.info, updated),
  });
}
