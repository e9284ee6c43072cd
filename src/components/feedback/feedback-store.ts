// Messages and dialogs raised outside React components (the API client's error handling) and shown
// by <Feedback />. One dialog at a time: a dialog asked for while another with the same key is open
// joins it instead of stacking (the 401 prompt of SPEC.md section 4).

export type Tone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  tone: Tone;
}

export interface DialogRequest {
  key: string;
  title: string;
  message?: string;
  confirmText: string;
  /** no cancel button when omitted */
  cancelText?: string;
}

interface OpenDialog extends DialogRequest {
  settle: (confirmed: boolean) => void;
}

type Listener = () => void;

const TOAST_MS = 4000;
let toasts: Toast[] = [];
let dialog: OpenDialog | null = null;
let waiting: Promise<boolean> | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

// The snapshot object changes only when the state does (useSyncExternalStore compares by identity).
let snapshot: { toasts: Toast[]; dialog: OpenDialog | null } = { toasts, dialog };

function emit() {
  snapshot = { toasts, dialog };
  for (const listener of listeners) listener();
}

export function subscribeFeedback(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function feedbackSnapshot(): { toasts: Toast[]; dialog: OpenDialog | null } {
  return snapshot;
}

export function notify(text: string, tone: Tone = 'info'): void {
  const toast = { id: nextId++, text, tone };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => dismissToast(toast.id), TOAST_MS);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Opens a dialog; resolves true on confirm, false on cancel. A second request with the same key joins the open one. */
export function askDialog(request: DialogRequest): Promise<boolean> {
  if (dialog && waiting && dialog.key === request.key) return waiting;
  if (dialog) dialog.settle(false);
  waiting = new Promise<boolean>((resolve) => {
    dialog = {
      ...request,
      settle: (confirmed) => {
        dialog = null;
        waiting = null;
        emit();
        resolve(confirmed);
      },
    };
  });
  emit();
  return waiting;
}

/** Tests only: back to no messages and no dialog. */
export function resetFeedback(): void {
  toasts = [];
  dialog = null;
  waiting = null;
  emit();
}
