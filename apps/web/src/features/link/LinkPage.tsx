import { useEffect, useMemo, useState } from 'react';
import { Spin } from 'antd';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { AxiosError } from 'axios';
import { LINK_ID_PATTERN, type LinkValidation } from '@tessera/contracts';
import { swapHttp } from '../../api/client';
import { linkPanelDetail, validateLink, validateLinkPwd } from '../../api/link';
import { createQueryClient } from '../../app/queryClient';
import { describeError } from '../../lib/errors';
import { LinkDashboard } from './LinkDashboard';
import { createLinkHttp } from './linkHttp';
import { LinkLanguageSwitch } from './LinkLanguageSwitch';
import { LinkNotice } from './LinkNotice';
import { LinkPinForm } from './LinkPinForm';
import { linkChartSource, linkKeys } from './linkQueries';
import './link.css';

/**
 * Issue 23 part 3, route `#/link/{linkId}`: a share link's visitor. No app chrome and no
 * session: the page has its own query cache and HTTP client (the link token, never the
 * session's), asks the link what it is (validate), asks for the PIN when it needs one, then
 * shows the dashboard full width through the link's own calls.
 */
export default function LinkPage() {
  const { linkId = '' } = useParams();
  // Visitors' answers never mix with a signed-in user's cached ones in this tab.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="link-page" data-testid="link-page">
        {LINK_ID_PATTERN.test(linkId) ? (
          <LinkVisit key={linkId} linkId={linkId} />
        ) : (
          <LinkNotice kind="missing" />
        )}
      </div>
    </QueryClientProvider>
  );
}

const isNotFound = (error: unknown) =>
  error instanceof AxiosError && error.response?.status === 404;

/** Whether the link opens, and for whom: a validation the page can act on. */
type Step =
  | { kind: 'loading' }
  | { kind: 'notice'; notice: 'missing' | 'closed' | 'expired' | 'failed'; detail?: string | null }
  | { kind: 'pin' }
  | { kind: 'open'; validation: LinkValidation };

function LinkVisit({ linkId }: { linkId: string }) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // A refused link token (switched off, a new PIN, expired): ask the link what it is now. Only
  // the link itself: the dashboard's calls are asked again by the visitor's next step, so a
  // link that still opens but whose token keeps being refused cannot loop.
  const [client] = useState(() =>
    createLinkHttp(() => {
      void queryClient.invalidateQueries({ queryKey: linkKeys.validation(linkId) });
      void queryClient.invalidateQueries({ queryKey: linkKeys.ticket(linkId) });
    }),
  );
  // The dashboard runtime's own calls (widget values, maps, pictures) go through http():
  // while this page is up, that is the link's client.
  const [installed, setInstalled] = useState(false);
  useEffect(() => {
    const restore = swapHttp(client);
    setInstalled(true);
    return restore;
  }, [client]);

  // "Copy with PIN" puts the PIN in the fragment (?pwd=): read once, then out of the address.
  const [fragmentPin] = useState(() => searchParams.get('pwd'));
  useEffect(() => {
    if (searchParams.has('pwd')) {
      const next = new URLSearchParams(searchParams);
      next.delete('pwd');
      setSearchParams(next, { replace: true });
    }
  }, [searchParams, setSearchParams]);

  const validation = useQuery({
    queryKey: linkKeys.validation(linkId),
    queryFn: ({ signal }) => validateLink(client, linkId, signal),
    staleTime: Infinity,
  });
  const data = validation.data;
  const opens = data !== undefined && data.valid && !data.expired && data.passPwd;
  // A link without a PIN still needs a token for the dashboard's calls: an empty PIN earns one.
  const ticket = useQuery({
    queryKey: linkKeys.ticket(linkId),
    queryFn: () => validateLinkPwd(client, linkId, ''),
    enabled: opens && !data.enablePwd,
    staleTime: Infinity,
  });

  const step = useMemo<Step>(() => {
    if (validation.isError && !data) {
      return isNotFound(validation.error)
        ? { kind: 'notice', notice: 'missing' }
        : { kind: 'notice', notice: 'failed', detail: describeError(validation.error) };
    }
    if (!data) return { kind: 'loading' };
    if (!data.valid) return { kind: 'notice', notice: 'closed' };
    if (data.expired) return { kind: 'notice', notice: 'expired' };
    if (!data.passPwd) return { kind: 'pin' };
    if (data.enablePwd) return { kind: 'open', validation: data };
    if (ticket.isError) {
      return isNotFound(ticket.error)
        ? { kind: 'notice', notice: 'closed' }
        : { kind: 'notice', notice: 'failed', detail: describeError(ticket.error) };
    }
    return ticket.data ? { kind: 'open', validation: ticket.data } : { kind: 'loading' };
  }, [validation.isError, validation.error, data, ticket.isError, ticket.error, ticket.data]);

  if (!installed || step.kind === 'loading') {
    return (
      <div className="link-page__notice">
        <Spin size="large" />
      </div>
    );
  }
  if (step.kind === 'notice') {
    return (
      <LinkNotice
        kind={step.notice}
        detail={step.detail}
        onRetry={
          step.notice === 'failed'
            ? () => void queryClient.invalidateQueries({ queryKey: linkKeys.all(linkId) })
            : undefined
        }
      />
    );
  }
  if (step.kind === 'pin') {
    return (
      <div className="link-page__notice">
        <div className="link-page__corner">
          <LinkLanguageSwitch />
        </div>
        <LinkPinForm
          initialPin={fragmentPin}
          onSubmit={async (pin) => {
            try {
              const passed = await validateLinkPwd(client, linkId, pin);
              // The token is kept; what was asked under an old one is asked again.
              queryClient.setQueryData(linkKeys.validation(linkId), passed);
              void queryClient.invalidateQueries({
                queryKey: linkKeys.all(linkId),
                predicate: (query) => query.queryKey[2] !== 'validation',
              });
            } catch (error) {
              throw new Error(describeError(error) ?? String(error));
            }
          }}
        />
      </div>
    );
  }
  return (
    <LinkedPanel
      client={client}
      linkId={linkId}
      panelId={step.validation.resourceId}
      allowExport={step.validation.allowExport}
    />
  );
}

function LinkedPanel({
  client,
  linkId,
  panelId,
  allowExport,
}: {
  client: ReturnType<typeof createLinkHttp>;
  linkId: string;
  panelId: string;
  allowExport: boolean;
}) {
  const detail = useQuery({
    queryKey: linkKeys.detail(linkId, panelId),
    queryFn: ({ signal }) => linkPanelDetail(client, panelId, signal),
    staleTime: Infinity,
  });
  const source = useMemo(() => linkChartSource(client, linkId), [client, linkId]);
  if (detail.data) {
    return <LinkDashboard panel={detail.data} source={source} allowExport={allowExport} />;
  }
  if (detail.isError) {
    return (
      <LinkNotice
        kind="failed"
        detail={describeError(detail.error)}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return (
    <div className="link-page__notice">
      <Spin size="large" />
    </div>
  );
}
