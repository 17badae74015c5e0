import type { ToastInput } from '#app/lib/toast.ts';

/**
 * What a form submission answers (docs/product.md#form-handling): the HTTP status of the
 * no-JavaScript page, the message as a toast, inline field errors, and the values to put back
 * into the fields on failure.
 */
export type FormResult = {
  ok: boolean;
  status: number;
  toast: ToastInput;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
};
