import { useTranslation } from 'react-i18next';
import { LEVELS } from './grantRows';

/** One line per level, so a reader knows what they grant before they grant it. */
export function LevelLegend() {
  const { t } = useTranslation();
  return (
    <dl className="grants-legend" data-testid="grants-legend">
      {LEVELS.map((level) => (
        <div key={level} className="grants-legend__item">
          <dt className="grants-legend__level">{t(`grants.levels.${level}`)}</dt>
          <dd className="grants-legend__text">{t(`grants.levelHints.${level}`)}</dd>
        </div>
      ))}
    </dl>
  );
}
