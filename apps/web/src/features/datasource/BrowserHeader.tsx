import { Button } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DatasourceView } from '@tessera/contracts';
import { typeLabel } from './datasourceTypes';
import { endpointText } from './display';
import { StatusBadge } from './StatusBadge';
import { TypeMark } from './TypeMark';

export interface BrowserHeaderProps {
  /** undefined while it loads or when it could not be loaded: a generic title stands in. */
  source: DatasourceView | undefined;
  onBack(): void;
  onRefresh(): void;
}

/** Back, the source's name, type, address and status, and refresh. */
export function BrowserHeader({ source, onBack, onRefresh }: BrowserHeaderProps) {
  const { t } = useTranslation();
  const endpoint = source ? endpointText(source) : null;
  return (
    <div className="page__header">
      <div className="ds-browser__heading">
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={onBack}
          aria-label={t('datasource.browser.back')}
          data-testid="browser-back"
        />
        {source && <TypeMark type={source.type} size={36} />}
        <div>
          <h2 className="page__title page__title--inline" data-testid="browser-title">
            {source?.name ?? t('datasource.browser.title')}
          </h2>
          {source && (
            <div className="page__subtitle ds-browser__meta">
              <span>{typeLabel(source.type, t)}</span>
              <span className="ds-dot" />
              <span className={endpoint ? 'ds-mono' : undefined}>
                {endpoint ?? t('datasource.embedded')}
              </span>
              <span className="ds-dot" />
              <StatusBadge view={source} />
            </div>
          )}
        </div>
      </div>
      <Button icon={<ReloadOutlined />} onClick={onRefresh} data-testid="browser-refresh">
        {t('datasource.refresh')}
      </Button>
    </div>
  );
}
