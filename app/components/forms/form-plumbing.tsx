import { useEffect, useRef } from 'react';

import { showToast, type ToastInput } from '#app/lib/toast.ts';
import { HONEYPOT_FIELD } from '#app/schemas/honeypot.ts';

/** The honeypot: off-screen, off the tab order, never autofilled; people leave it empty. */
export function HoneypotField() {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Bu alanı boş bırakın
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

type Result = { ok: boolean; toast: ToastInput } | undefined;

/** Shows each new answer of a fetcher as a toast and calls onSuccess after a successful one. */
export function useResultToast(result: Result, onSuccess?: () => void): void {
  const handled = useRef<Result>(undefined);
  const success = useRef(onSuccess);
  useEffect(() => {
    success.current = onSuccess;
  });
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    showToast(result.toast);
    if (result.ok) success.current?.();
  }, [result]);
}
