import { useEffect, useRef, useState } from 'react';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@tessera/contracts';
import { applyLanguage, currentLanguage } from '../../i18n';

/**
 * The language menu of the login page, drawn like antd's dropdown (see login.css). Before login
 * there is no account to save the choice on: it is remembered locally only.
 */
export function LoginLanguageSwitch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const current = currentLanguage();

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const choose = (language: Language) => {
    setOpen(false);
    void applyLanguage(language);
  };

  return (
    <div className="login-lang" ref={root}>
      <button
        type="button"
        className={`login-lang__button${open ? ' login-lang__button--open' : ''}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
        data-testid="lang-switch"
      >
        <GlobalOutlined />
        <span>{t(`lang.${current}`)}</span>
      </button>
      {open && (
        <ul className="login-lang__menu" role="menu" aria-label={t('lang.switch')}>
          {LANGUAGES.map((language) => (
            <li
              key={language}
              role="menuitemradio"
              aria-checked={language === current}
              tabIndex={0}
              className={`login-lang__item${language === current ? ' login-lang__item--selected' : ''}`}
              onClick={() => choose(language)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(language);
                }
              }}
              data-testid={`lang-option-${language}`}
            >
              {t(`lang.${language}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
