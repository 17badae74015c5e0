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
  // No dependency list, on purpose: React Router keeps fetcher data outside React's state, so a
  // render that React abandons (a state update that changed nothing) can already see the new
  // answer, and React would keep it as the effect's dependency without running the effect. The
  // answer's toast would then never appear. Every commit compares against what was shown instead.
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    showToast(result.toast);
    if (result.ok) onSuccess?.();
  });
}
