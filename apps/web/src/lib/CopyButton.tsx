import { useState } from 'react';
import { Button } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Copies text and says so on the button; without a clipboard the text stays selectable. */
export function CopyButton({
  text,
  label,
  testId,
  size = 'small',
}: {
  text: string;
  label: string;
  testId: string;
  size?: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): nothing to say.
    }
  };
  return (
    <Button
      size={size}
      icon={copied ? <CheckOutlined /> : <CopyOutlined />}
      onClick={() => void copy()}
      data-testid={testId}
    >
      {copied ? t('app.copied') : label}
    </Button>
  );
}
