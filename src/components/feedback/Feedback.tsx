import React, { useEffect, useRef, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { dismissToast, feedbackSnapshot, subscribeFeedback } from './feedback-store';
import { theme } from '../../styles/theme';

const serverSnapshot: ReturnType<typeof feedbackSnapshot> = { toasts: [], dialog: null };

/** Shows the messages and the dialog of the feedback store (mounted once, in the front layout). */
export function Feedback() {
  const { toasts, dialog } = useSyncExternalStore(subscribeFeedback, feedbackSnapshot, () => serverSnapshot);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (dialog) confirmRef.current?.focus();
  }, [dialog]);
  return (
    <>
      <Toasts aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id} role={toast.tone === 'error' ? 'alert' : 'status'} data-tone={toast.tone}>
            <span>{toast.text}</span>
            <button type="button" aria-label="×" onClick={() => dismissToast(toast.id)}>
              ×
            </button>
          </li>
        ))}
      </Toasts>
      {dialog ? (
        <Backdrop>
          <Dialog
            role="alertdialog"
            aria-modal="true"
            aria-labelledby="feedback-dialog-title"
            onKeyDown={(event) => {
              if (event.key === 'Escape' && dialog.cancelText) dialog.settle(false);
            }}
          >
            <h2 id="feedback-dialog-title">{dialog.title}</h2>
            {dialog.message ? <p>{dialog.message}</p> : null}
            <div>
              {dialog.cancelText ? (
                <button type="button" className="secondary" onClick={() => dialog.settle(false)}>
                  {dialog.cancelText}
                </button>
              ) : null}
              <button ref={confirmRef} type="button" onClick={() => dialog.settle(true)}>
                {dialog.confirmText}
              </button>
            </div>
          </Dialog>
        </Backdrop>
      ) : null}
    </>
  );
}

const Toasts = styled.ul`
  position: fixed;
  top: ${theme.space(4)};
  left: 50%;
  transform: translateX(-50%);
  z-index: 100;
  display: grid;
  gap: ${theme.space(2)};
  width: min(92vw, 420px);
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(3)} ${theme.space(4)};
    border-radius: ${theme.radius};
    background: ${theme.colors.crustDark};
    color: ${theme.colors.cream};
    box-shadow: ${theme.shadow};
  }
  li[data-tone='error'] {
    background: ${theme.colors.berry};
  }
  li[data-tone='success'] {
    background: #2f6b4f;
  }
  button {
    background: none;
    border: 0;
    color: inherit;
    font-size: 1.2rem;
    cursor: pointer;
  }
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 90;
  display: grid;
  place-items: center;
  background: rgba(59, 42, 32, 0.55);
`;

const Dialog = styled.div`
  width: min(92vw, 420px);
  padding: ${theme.space(6)};
  border-radius: ${theme.radius};
  background: ${theme.colors.flour};
  box-shadow: ${theme.shadow};
  h2 {
    margin-top: 0;
    font-size: 1.2rem;
  }
  div {
    display: flex;
    justify-content: flex-end;
    gap: ${theme.space(3)};
    margin-top: ${theme.space(4)};
  }
  button {
    padding: ${theme.space(2)} ${theme.space(5)};
    border-radius: 999px;
    border: 1px solid ${theme.colors.crust};
    background: ${theme.colors.crust};
    color: ${theme.colors.cream};
    font: inherit;
    cursor: pointer;
  }
  button.secondary {
    background: transparent;
    color: ${theme.colors.crust};
  }
`;
