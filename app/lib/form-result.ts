import type { ToastInput } from '#app/lib/toast.ts';

/**
 * What a form submission answers: the HTTP status of the no-JavaScript page, the SPEC message
 * as a toast, inline field errors, and the values to put back into the fields on failure.
 */
export type FormResult = {
  ok: boolean;
  status: number;
  toast: ToastInput;
  fieldErrors?: Record<string, string[]>;
  values?: Record<string, string>;
};
