import React, { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

/** A labelled input with its error text under it (announced, tied to the input). */
export function Field({ label, error, children, ...input }: { label: string; error?: string | null; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <div className="row">
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} />
        {children}
      </div>
      {error ? (
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
      ) : null}
    </FieldBox>
  );
}

const FieldBox = styled.div`
  display: grid;
  /* one column as wide as the form: an input beside a button (captcha, code) shrinks to fit a phone */
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  .row {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: stretch;
  }
  input {
    flex: 1;
    min-width: 0;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
    background: #fff;
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.berry};
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.berry};
    font-size: 0.875rem;
  }
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;

export const PrimaryButton = styled.button`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(6)}`};
  border: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.crust};
  color: ${({ theme }) => theme.colors.cream};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const SecondaryButton = styled.button`
  flex-shrink: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.crust};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.flour};
  color: ${({ theme }) => theme.colors.crust};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The panel of the sign-in pages: centred, narrow. */
export const AuthPanel = styled.div`
  max-width: 460px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.flour};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  h1 {
    margin-top: 0;
  }
`;

export const FormError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: #fbe9ec;
  color: ${({ theme }) => theme.colors.berry};
`;
