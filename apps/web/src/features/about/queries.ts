import { useQuery } from '@tanstack/react-query';
import * as systemApi from '../../api/system';

export const aboutKeys = { build: ['about', 'build'] as const };

/** The product version; it changes only with a new build, which reloads the page. */
export const useBuildInfo = () =>
  useQuery({
    queryKey: aboutKeys.build,
    queryFn: ({ signal }) => systemApi.buildVersion(signal),
    staleTime: Infinity,
  });
