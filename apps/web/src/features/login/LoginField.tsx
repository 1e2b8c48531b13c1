import { useState, type ChangeEvent, type ReactNode } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export interface LoginFieldProps {
  name: 'username' | 'password';
  label: string;
  icon: ReactNode;
  value: string;
  onChange(value: string): void;
  /** The message under the field; the field turns red while there is one. */
  error: string | null;
  autoComplete: string;
  autoFocus?: boolean;
  testId: string;
}

/** One labelled field of the login form, drawn like antd's large input (see login.css). */
export function LoginField({
  name,
  label,
  icon,
  value,
  onChange,
  error,
  autoComplete,
  autoFocus,
  testId,
}: LoginFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const secret = name === 'password';
  const errorId = `login-${name}-error`;
  return (
    <div className={`login-field${error ? ' login-field--error' : ''}`}>
      <div className="login-field__label">
        <label htmlFor={`login-${name}`} title={label}>
          {label}
        </label>
      </div>
      <span className="login-field__box">
        <span className="login-field__prefix">{icon}</span>
        <input
          id={`login-${name}`}
          name={name}
          className="login-field__input"
          type={secret && !revealed ? 'password' : 'text'}
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid={testId}
        />
        {secret && (
          <button
            type="button"
            className="login-field__reveal"
            tabIndex={-1}
            aria-label={t(revealed ? 'login.hidePassword' : 'login.showPassword')}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        )}
      </span>
      {error && (
        <div className="login-field__error" id={errorId} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
