import { Trans } from '@lingui/react/macro';
/** Wizard chrome: the back link, the step indicator (every wizard's) and the button row. */
import type { ReactNode } from 'react';

export function BackLink({
  onClick,
  children = 'Back',
}: {
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <button type="button" className="back-link" onClick={onClick}>
      <span aria-hidden="true">‹ </span>
      {children}
    </button>
  );
}

export function StepIndicator({
  current,
  total,
  name,
}: {
  current: number;
  total: number;
  name: string;
}) {
  return (
    <div className="step-indicator">
      <p className="step-indicator__text">
        <span>
          <Trans>
            Step {current} of {total}
          </Trans>
        </span>
        <span className="visually-hidden">: </span>
        <span className="step-indicator__name">{name}</span>
      </p>
      {/* The same progress drawn as segments; the sentence above says it in words. */}
      <ol className="step-indicator__bar" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <li
            key={index}
            className={index + 1 < current ? 'is-done' : index + 1 === current ? 'is-current' : ''}
          />
        ))}
      </ol>
    </div>
  );
}

interface ButtonProps {
  children: ReactNode;
  onClick?: () => void;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary' | 'warning';
  disabled?: boolean;
}

export function Button({
  children,
  onClick,
  type = 'button',
  variant = 'primary',
  disabled,
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`button button--${variant}`}
      onClick={onClick}
      disabled={disabled}
    >
      {children}
    </button>
  );
}

export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className="button-row">{children}</div>;
}
