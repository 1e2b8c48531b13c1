import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { externalLinkSchema } from '@tessera/contracts';
import { Row } from '../fields';

/** A button's link: SPEC §5 external links only (http(s):, mailto:, tel:), checked as typed. */
export function LinkField({ value, onCommit }: { value: string; onCommit(link: string): void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const check = (text: string) =>
    text === '' || externalLinkSchema.safeParse(text).success
      ? null
      : t('validation.link.external');
  return (
    <Row label={t('panelEditor.button.link')}>
      <Input
        size="small"
        defaultValue={value}
        placeholder="https://"
        status={problem ? 'error' : undefined}
        data-testid="button-link"
        onChange={(e) => problem && setProblem(check(e.target.value.trim()))}
        onBlur={(e) => {
          const text = e.target.value.trim();
          const found = check(text);
          setProblem(found);
          if (!found && text !== value) onCommit(text);
        }}
      />
      {problem && (
        <span className="panel-side__error" role="alert" data-testid="button-link-error">
          {problem}
        </span>
      )}
    </Row>
  );
}
