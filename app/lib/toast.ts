export type Toast = {
  id: string;
  title?: string;
  description: string;
  variant: 'default' | 'destructive';
  duration?: number;
};

export type ToastInput = Omit<Toast, 'id' | 'variant'> & Partial<Pick<Toast, 'id' | 'variant'>>;

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

let counter = 0;

export function createToast(input: ToastInput): Toast {
  counter += 1;
  return { variant: 'default', ...input, id: input.id ?? `${Date.now().toString(36)}-${counter}` };
}

// One toast at a time (docs/product.md#toasts).
let current: Toast | null = null;
const listeners = new Set<() => void>();

function emit(next: Toast | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function showToast(input: ToastInput): Toast {
  const toast = createToast(input);
  emit(toast);
  return toast;
}

export function dismissToast(id: string): void {
  if (current?.id === id) emit(null);
}

export const toastStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Toast | null => current,
};
