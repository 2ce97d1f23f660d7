/** Wizard chrome: the back link, the step indicator and the button row. */
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
    <p className="step-indicator">
      <span>
        Step {current} of {total}
      </span>
      <span className="visually-hidden">: </span>
      <span className="step-indicator__name">{name}</span>
    </p>
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
