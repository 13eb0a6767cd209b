import * as React from 'react';

/** SPEC §9: at most one toast visible; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export interface ToastData {
  id: string;
  title?: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  open: boolean;
}

type Listener = (toasts: ToastData[]) => void;

let toasts: ToastData[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l(toasts);
}

export function dismissToast(id?: string) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) {
    if (t.open || removeTimers.has(t.id)) continue;
    removeTimers.set(
      t.id,
      setTimeout(() => {
        removeTimers.delete(t.id);
        toasts = toasts.filter((x) => x.id !== t.id);
        emit();
      }, TOAST_REMOVE_DELAY),
    );
  }
  emit();
}

/** The one way to show a toast: `toast({ title, description, variant })`. */
export function toast(input: Omit<ToastData, 'id' | 'open'>) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function useToasts(): ToastData[] {
  const [state, setState] = React.useState(toasts);
  React.useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return state;
}
