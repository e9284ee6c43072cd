import React, { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/**
 * The one labelled-field layout of every form (sign-in, publish, member, inquiry, editor console):
 * the label, the control(s), an optional hint, and the error under them, announced and tied to
 * the control through `fieldErrorProps(htmlFor, error)`.
 */
export function FieldFrame({ label, htmlFor, error, hint, children }: { label: string; htmlFor: string; error?: string | null; hint?: ReactNode; children: ReactNode }) {
  return (
    <FieldBox>
      <label htmlFor={htmlFor}>{label}</label>
      {children}
      {hint ? <small>{hint}</small> : null}
      {error ? (
        <p id={`${htmlFor}-error`} className="error" role="alert">
          {error}
        </p>
      ) : null}
    </FieldBox>
  );
}

/** What a control inside a FieldFrame carries when its field has an error. */
export function fieldErrorProps(htmlFor: string, error: string | null | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': `${htmlFor}-error` } : {};
}

/** A labelled text input, with anything beside it (a captcha picture, a Get code button) as children. */
export function Field({ label, error, children, ...input }: { label: string; error?: string | null; children?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldFrame label={label} htmlFor={id} error={error}>
      <div className="row">
        <input id={id} {...fieldErrorProps(id, error)} {...input} />
        {children}
      </div>
    </FieldFrame>
  );
}

const FieldBox = styled.div`
  display: grid;
  /* one column as wide as the form: an input beside a button (captcha, code) shrinks to fit a phone */
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  min-width: 0;
  gap: ${theme.space(1)};
  > label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  .row {
    display: flex;
    gap: ${theme.space(2)};
    align-items: stretch;
  }
  input:not([type='checkbox']):not([type='file']),
  select,
  textarea {
    flex: 1;
    min-width: 0;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius};
    font: inherit;
    background: #fff;
  }
  input[type='checkbox'] {
    justify-self: start;
    width: 18px;
    height: 18px;
  }
  [aria-invalid='true'] {
    border-color: ${theme.colors.berry};
  }
  small {
    color: ${theme.colors.muted};
    justify-self: end;
  }
  .error {
    margin: 0;
    color: ${theme.colors.berry};
    font-size: 0.875rem;
  }
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(4)};
`;

export const PrimaryButton = styled.button`
  padding: ${theme.space(3)} ${theme.space(6)};
  border: 0;
  border-radius: 999px;
  background: ${theme.colors.crust};
  color: ${theme.colors.cream};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/** The plain button of forms and the editor console; `$danger` for deleting, `$active` for the chosen one of several. */
export const SecondaryButton = styled.button<{ $danger?: boolean; $active?: boolean }>`
  flex-shrink: 0;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.colors.berry : theme.colors.crust)};
  border-radius: ${theme.radius};
  background: ${({ theme, $active }) => ($active ? theme.colors.butter : theme.colors.flour)};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.berry : theme.colors.crust)};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The panel of the sign-in pages: centred, narrow (`$wide`: a longer form's, two columns on a desktop). */
export const AuthPanel = styled.div<{ $wide?: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '760px' : '460px')};
  margin: 0 auto;
  padding: ${theme.space(5)};
  background: ${theme.colors.flour};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  h1 {
    margin-top: 0;
  }
`;

export const FormError = styled.p`
  margin: 0;
  padding: ${theme.space(3)};
  border-radius: ${theme.radius};
  background: #fbe9ec;
  color: ${theme.colors.berry};
`;
