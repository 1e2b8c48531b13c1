import { useState, type ReactNode } from 'react';
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

/** One policy switch with its label, hint and any control that belongs to it. */
function PolicySwitchRow(props: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
  children?: ReactNode;
}) {
  return (
    <div className="parameters-row">
      <Switch
        checked={props.checked}
        onChange={props.onChange}
        aria-labelledby={props.id}
        data-testid={props.id}
      />
      <div>
        <div id={props.id} className="parameters-row__label">
          {props.label}
        </div>
        <div className="parameters-row__hint">{props.hint}</div>
        {props.children}
      </div>
    </div>
  );
}

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
          <PolicySwitchRow
            id="link-policy-pwd"
            checked={policy.requirePwd}
            onChange={(requirePwd) => edit({ requirePwd })}
            label={t('systemParameter.links.requirePwd')}
            hint={t('systemParameter.links.requirePwdHint')}
          />
          <PolicySwitchRow
            id="link-policy-expiry"
            checked={policy.requireOverTime}
            onChange={(requireOverTime) => edit({ requireOverTime })}
            label={t('systemParameter.links.requireOverTime')}
            hint={t('systemParameter.links.requireOverTimeHint', {
              days: newLinkExpiryDays(policy),
            })}
          >
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
          </PolicySwitchRow>
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
