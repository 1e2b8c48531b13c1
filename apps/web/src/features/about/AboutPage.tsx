import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { TesseraMark } from '../../app/TesseraMark';
import { useSession } from '../../store/session';
import { useBuildInfo } from './queries';

const STATUS_COLOURS = {
  valid: 'green',
  invalid: 'red',
  expired: 'orange',
  no_record: 'default',
} as const;

/** About: the product version and the licence state. */
export default function AboutPage() {
  const { t, i18n } = useTranslation();
  const licence = useSession((s) => s.licence);
  const { data: build } = useBuildInfo();

  const none = t('about.none');
  const date = (ms: number | null | undefined) =>
    ms ? new Date(ms).toLocaleString(i18n.language) : none;

  return (
    <div className="page page--narrow">
      <h2 className="page__title">{t('about.title')}</h2>
      <Card>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 24 }}>
          <TesseraMark size={40} />
          <div>
            <div style={{ fontSize: 20, fontWeight: 600 }}>Tessera</div>
            <div style={{ color: 'rgba(0,0,0,0.5)' }}>{t('app.tagline')}</div>
          </div>
        </div>
        <Descriptions column={1} bordered size="small" data-testid="about-info">
          <Descriptions.Item label={t('about.version')}>
            <span data-testid="about-version">{build?.version ?? none}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('about.licence')}>
            <Tag
              color={licence.status ? STATUS_COLOURS[licence.status] : 'default'}
              data-testid="about-licence"
            >
              {t(`about.status.${licence.status ?? 'unknown'}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('about.edition')}>
            {licence.edition ? t(`about.edition_${licence.edition}`) : none}
          </Descriptions.Item>
          <Descriptions.Item label={t('about.expireTime')}>
            {date(licence.expireTime)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </div>
  );
}
