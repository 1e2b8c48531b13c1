import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LinkPolicy } from '@tessera/contracts';
import * as linkPolicyApi from '../../../api/linkPolicy';
import { systemKeys } from '../queries';

/** Saves the tenant's link policy; the answer is the policy now in force. */
export function useSaveLinkPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (policy: LinkPolicy) => linkPolicyApi.saveLinkPolicy(policy),
    onSuccess: (saved) => client.setQueryData(systemKeys.linkPolicy(), saved),
  });
}
