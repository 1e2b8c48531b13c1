import { useState } from 'react';
import { Alert, Button, Card, InputNumber, Result, Spin, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LINK_POLICY_MAX_DAYS, newLinkExpiryDays, type LinkPolicy } from '@tessera/contracts';
import { describeError } from '../../../lib/errors';
import { useLinkPolicy } from '../queries';
import { useSaveLinkPolicy } from './useSaveLinkPolicy';

const samePolicy = (a: LinkPolicy, b: LinkPolicy) =>
  a.requirePwd === b.requirePwd &&
  a.requireOverTime === b.requireOverTime &&
  (a.maxDays ?? null) === (b.maxDays ?? null);

/**
 * System parameters → Share links (issue 23 part 2): whether every share link of the tenant
 * must ask for its PIN and have an expiry date, and how far off that date may lie. Edits stay
 * on the card until saved; the server's refusal (a department's administrator, say) shows here.
 */
export function LinkPolicyCard() {
  const { t } = useTranslation();
  const stored = useLinkPolicy();
  const save = useSaveLinkPolicy();
  const [draft, setDraft] = useState<LinkPolicy | null>(null);
  const policy = draft ?? stored.data;

  const edit = (change: Partial<LinkPolicy>) => {
    if (!policy) return;
    save.reset();
    setDraft({ ...policy, ...change });
  };
  const changed = draft !== null && stored.data !== undefined && !samePolicy(draft, stored.data);
  const submit = () => {
    if (!draft) return;
    save.mutate(draft, { onSuccess: () => setDraft(null) });
  };

  return (
    <Card
      className="parameters-card"
      title={t('systemParameter.links.title')}
      data-testid="link-policy-card"
    >
      {policy ? (
        <>
          <div className="parameters-card__intro">{t('systemParameter.links.intro')}</div>
          <div className="parameters-row">
            <Switch
              checked={policy.requirePwd}
              onChange={(requirePwd) => edit({ requirePwd })}
              aria-labelledby="link-policy-pwd"
              data-testid="link-policy-pwd"
            />
            <div>
              <div id="link-policy-pwd" className="parameters-row__label">
                {t('systemParameter.links.requirePwd')}
              </div>
              <div className="parameters-row__hint">
                {t('systemParameter.links.requirePwdHint')}
              </div>
            </div>
          </div>
          <div className="parameters-row">
            <Switch
              checked={policy.requireOverTime}
              onChange={(requireOverTime) => edit({ requireOverTime })}
              aria-labelledby="link-policy-expiry"
              data-testid="link-policy-expiry"
            />
            <div>
              <div id="link-policy-expiry" className="parameters-row__label">
                {t('systemParameter.links.requireOverTime')}
              </div>
              <div className="parameters-row__hint">
                {t('systemParameter.links.requireOverTimeHint', {
                  days: newLinkExpiryDays(policy),
                })}
              </div>
              <label className="parameters-row__days">
                <span>{t('systemParameter.links.maxDays')}</span>
                <InputNumber
                  min={1}
                  max={LINK_POLICY_MAX_DAYS}
                  precision={0}
                  value={policy.maxDays ?? null}
                  onChange={(value) => edit({ maxDays: typeof value === 'number' ? value : null })}
                  disabled={!policy.requireOverTime}
                  placeholder={t('systemParameter.links.noLimit')}
                  addonAfter={t('systemParameter.links.days')}
                  data-testid="link-policy-max-days"
                />
              </label>
            </div>
          </div>
          {save.isError && (
            <Alert
              type="error"
              showIcon
              message={describeError(save.error)}
              data-testid="link-policy-error"
            />
          )}
          <div className="parameters-card__actions">
            {save.isSuccess && !draft && (
              <span className="parameters-card__saved" data-testid="link-policy-saved">
                {t('systemParameter.saved')}
              </span>
            )}
            <Button disabled={!changed || save.isPending} onClick={() => setDraft(null)}>
              {t('systemParameter.reset')}
            </Button>
            <Button
              type="primary"
              disabled={!changed}
              loading={save.isPending}
              onClick={submit}
              data-testid="link-policy-save"
            >
              {t('systemParameter.save')}
            </Button>
          </div>
        </>
      ) : stored.isError ? (
        <Result
          status="warning"
          title={t('systemParameter.loadFailed')}
          extra={
            <Button onClick={() => void stored.refetch()}>{t('systemParameter.retry')}</Button>
          }
        />
      ) : (
        <div className="parameters-card__loading">
          <Spin />
        </div>
      )}
    </Card>
  );
}
