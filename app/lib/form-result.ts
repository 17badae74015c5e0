import type { ToastInput } from '#app/lib/toast.ts';

/** What a form submission answers (docs/product.md#form-handling). */
export type FormResult = {
  ok: boolean;
  status: number;
  toast: ToastInput;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
};
