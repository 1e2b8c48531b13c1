import { useState } from 'react';
import { Alert, Button, DatePicker, Input, Modal, QRCode, Spin, Switch, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { latestLinkExpiry, SHARE_PASSWORD_PATTERN, type LinkInfo } from '@tessera/contracts';
import { CopyButton } from '../../../lib/CopyButton';
import { describeError } from '../../../lib/errors';
import { useShareChange, useShareLink, type ShareChange } from './shareQueries';
import { shareUrl } from './shareUrl';
import './share.css';

export interface ShareDialogProps {
  panelId: string;
  panelName: string;
  open: boolean;
  onClose(): void;
}

/**
 * Issue 23 part 2: a dashboard's share link for its owner — the address with a copy button and
 * a QR code, on/off, the 4-digit PIN (shown, new random, or the owner's own), "copy with PIN",
 * an expiry, and the wrong PINs tried since the PIN was set.
 */
export function ShareDialog({ panelId, panelName, open, onClose }: ShareDialogProps) {
  const { t } = useTranslation();
  const link = useShareLink(panelId, open);
  const change = useShareChange(panelId);
  const run = (next: ShareChange) => change.mutate(next);

  let body;
  if (link.data) {
    body = <ShareForm link={link.data} busy={change.isPending} onChange={run} />;
  } else if (link.isError) {
    body = (
      <Alert type="error" showIcon title={describeError(link.error)} data-testid="share-failed" />
    );
  } else {
    body = (
      <div className="share-dialog__loading">
        <Spin />
      </div>
    );
  }
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('share.title', { name: panelName })}
      width={560}
      destroyOnHidden
      data-testid="share-dialog"
    >
      {body}
    </Modal>
  );
}

/** What each part of the form gets: the link as stored, whether a change is on its way, and
 * how to ask for one. */
interface SectionProps {
  link: LinkInfo;
  busy: boolean;
  onChange(change: ShareChange): void;
}

function ShareForm({ link, busy, onChange }: SectionProps) {
  const { t } = useTranslation();
  const url = shareUrl(window.location, link.id);
  return (
    <div className="share-dialog" data-testid="share-form">
      <div className="share-dialog__row">
        <Switch
          checked={link.valid}
          loading={busy}
          onChange={(value) => onChange({ kind: 'valid', value })}
          data-testid="share-switch"
        />
        <span>{t('share.enabled')}</span>
      </div>
      {!link.valid ? (
        <Typography.Text type="secondary" data-testid="share-off-hint">
          {t('share.offHint')}
        </Typography.Text>
      ) : (
        <>
          <section className="share-dialog__section">
            <Typography.Text strong>{t('share.link')}</Typography.Text>
            <div className="share-dialog__url">
              <Input
                readOnly
                value={url}
                data-testid="share-url"
                onFocus={(e) => e.target.select()}
              />
              <CopyButton text={url} label={t('share.copy')} testId="share-copy" size="middle" />
            </div>
            <div className="share-dialog__qr">
              <QRCode type="svg" value={url} size={128} bordered={false} data-testid="share-qr" />
              <Typography.Text type="secondary">{t('share.qrHint')}</Typography.Text>
            </div>
          </section>
          <PinSection link={link} busy={busy} onChange={onChange} />
          <section className="share-dialog__section">
            <div className="share-dialog__row">
              <Switch
                checked={link.allowExport}
                loading={busy}
                onChange={(value) => onChange({ kind: 'allowExport', value })}
                data-testid="share-export-switch"
              />
              <span>{t('share.allowExport')}</span>
            </div>
          </section>
          <ExpirySection link={link} onChange={onChange} />
        </>
      )}
    </div>
  );
}

function PinSection({ link, busy, onChange }: SectionProps) {
  const { t } = useTranslation();
  const [own, setOwn] = useState('');
  return (
    <section className="share-dialog__section">
      <div className="share-dialog__row">
        <Switch
          checked={link.enablePwd}
          loading={busy}
          // The administrator's policy: a PIN on every link, not to be turned off.
          disabled={link.policy.requirePwd && link.enablePwd}
          onChange={(value) => onChange({ kind: 'enablePwd', value })}
          data-testid="share-pwd-switch"
        />
        <span>{t('share.pwd')}</span>
      </div>
      {link.policy.requirePwd && (
        <Typography.Text type="secondary" data-testid="share-pwd-policy">
          {t('share.policy.pwd')}
        </Typography.Text>
      )}
      {link.enablePwd && (
        <>
          <div className="share-dialog__pin">
            <span className="share-dialog__digits" data-testid="share-pin">
              {link.pwd}
            </span>
            <Button
              icon={<ReloadOutlined />}
              disabled={busy}
              onClick={() => onChange({ kind: 'resetPwd' })}
              data-testid="share-pin-reset"
            >
              {t('share.newPin')}
            </Button>
            <CopyButton
              text={shareUrl(window.location, link.id, link.pwd)}
              label={t('share.copyWithPin')}
              testId="share-copy-with-pin"
              size="middle"
            />
          </div>
          <div className="share-dialog__own">
            <Typography.Text type="secondary">{t('share.ownPin')}</Typography.Text>
            <Input.OTP
              length={4}
              type="tel"
              autoComplete="off"
              value={own}
              formatter={(text) => text.replace(/\D/g, '')}
              onInput={(digits) => setOwn(digits.join(''))}
              onChange={setOwn}
              data-testid="share-own-pin"
            />
            <Button
              disabled={busy || !SHARE_PASSWORD_PATTERN.test(own)}
              onClick={() => {
                onChange({ kind: 'resetPwd', pwd: own });
                setOwn('');
              }}
              data-testid="share-own-pin-save"
            >
              {t('share.setPin')}
            </Button>
          </div>
          {link.failedAttempts > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t('share.failed', { count: link.failedAttempts })}
              description={t('share.failedHint')}
              data-testid="share-failed-attempts"
            />
          )}
        </>
      )}
    </section>
  );
}

/** The link's expiry date, bounded by the administrator's policy. */
function ExpirySection({ link, onChange }: Omit<SectionProps, 'busy'>) {
  const { t } = useTranslation();
  const bound = latestLinkExpiry(link.policy, Date.now());
  const latest = bound === null ? null : dayjs(bound);
  return (
    <section className="share-dialog__section">
      <Typography.Text strong>{t('share.expiry')}</Typography.Text>
      <DatePicker
        showTime
        value={link.overTime === null ? null : dayjs(link.overTime)}
        placeholder={t('share.never')}
        // The administrator's policy: an expiry that cannot be cleared, and its latest day.
        allowClear={!link.policy.requireOverTime}
        disabledDate={(day) =>
          day.isBefore(dayjs().startOf('day')) || (latest !== null && day.isAfter(latest))
        }
        presets={[1, 7, 30]
          .filter((days) => latest === null || !dayjs().add(days, 'day').isAfter(latest))
          .map((days) => ({
            label: t('share.inDays', { count: days }),
            value: dayjs().add(days, 'day'),
          }))}
        onChange={(value) => onChange({ kind: 'overTime', value: value ? value.valueOf() : null })}
        data-testid="share-expiry"
      />
      {link.policy.requireOverTime && (
        <Typography.Text type="secondary" data-testid="share-expiry-policy">
          {link.policy.maxDays
            ? t('share.policy.expiryWithin', { count: link.policy.maxDays })
            : t('share.policy.expiry')}
        </Typography.Text>
      )}
      {link.overTime !== null && link.overTime <= Date.now() && (
        <Typography.Text type="warning" data-testid="share-expired">
          {t('share.expiredHint')}
        </Typography.Text>
      )}
    </section>
  );
}
