import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Typography } from 'antd';
import type { OTPRef } from 'antd/es/input/OTP';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SHARE_PASSWORD_PATTERN } from '@tessera/contracts';

export interface LinkPinFormProps {
  /** Checks the PIN; rejects with the server's message (wrong, locked) to show in place. */
  onSubmit(pin: string): Promise<void>;
  /** A PIN the link's fragment carried ("copy with PIN"): tried once, at once. */
  initialPin?: string | null;
}

/**
 * SPEC §2 pblink: four digit boxes and a confirm button. A wrong PIN reads "wrong share
 * password" (SPEC §8) under the boxes, which empty for the next try; the server's lockout
 * (issue 23 part 4) reads in the same place.
 */
export function LinkPinForm({ onSubmit, initialPin }: LinkPinFormProps) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const triedInitial = useRef(false);
  const boxes = useRef<OTPRef>(null);

  const submit = async (value: string) => {
    if (!SHARE_PASSWORD_PATTERN.test(value) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(value);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPin('');
      boxes.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!initialPin) boxes.current?.focus();
  }, [initialPin]);

  useEffect(() => {
    if (triedInitial.current || !initialPin || !SHARE_PASSWORD_PATTERN.test(initialPin)) return;
    triedInitial.current = true;
    boxes.current?.focus();
    setPin(initialPin);
    void submit(initialPin);
    // Only the fragment's PIN, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialPin]);

  return (
    <form
      className="link-pin"
      data-testid="link-pin-page"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(pin);
      }}
    >
      <LockOutlined className="link-pin__icon" />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('link.pin.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('link.pin.hint')}</Typography.Text>
      <Input.OTP
        ref={boxes}
        length={4}
        size="large"
        type="tel"
        autoComplete="off"
        value={pin}
        disabled={busy}
        formatter={(text) => text.replace(/\D/g, '')}
        // onChange fires once all four boxes hold a digit; onInput on every box.
        onInput={(digits) => {
          setPin(digits.join(''));
          setError(null);
        }}
        onChange={setPin}
        aria-label={t('link.pin.title')}
        data-testid="link-pin-input"
      />
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          className="link-pin__error"
          data-testid="link-pin-error"
        />
      )}
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={busy}
        disabled={!SHARE_PASSWORD_PATTERN.test(pin)}
        data-testid="link-pin-confirm"
      >
        {t('link.pin.confirm')}
      </Button>
    </form>
  );
}
