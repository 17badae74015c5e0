import { useEffect, useRef, type FormEvent } from 'react';

import { showToast, type ToastInput } from '#app/lib/toast.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { HONEYPOT_FIELD } from '#app/schemas/honeypot.ts';
import { EMAIL_PATTERN, type FieldRules } from '#app/schemas/limits.ts';
import { SUBMISSION_KEY_FIELD } from '#app/schemas/submission-key.ts';

/** The honeypot (people leave it empty) and this answer's one-time submission key. */
export function HiddenFormFields() {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Bu alanı boş bırak
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={useRootData().submissionKey} />
    </div>
  );
}

type Result = { ok: boolean; toast: ToastInput } | undefined;

/** Shows each new answer of a fetcher as a toast and calls onSuccess after a successful one. */
export function useResultToast(result: Result, onSuccess?: () => void): void {
  const handled = useRef<Result>(undefined);
  // No dependency list: an abandoned render may already see fetcher data, so every commit compares.
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    showToast(result.toast);
    if (result.ok) onSuccess?.();
  });
}

/** The browser's check before a form is sent, by the rules the server's schema is built from. */
export function checkFields(
  form: HTMLFormElement,
  rules: FieldRules,
): 'missing' | 'invalid' | null {
  const data = new FormData(form);
  let problem: 'invalid' | null = null;
  for (const [name, rule] of Object.entries(rules)) {
    const value = String(data.get(name) ?? '').trim();
    if (rule.required && !value) return 'missing';
    if (rule.type === 'email' && !EMAIL_PATTERN.test(value)) problem = 'invalid';
  }
  return problem;
}

/** Keeps a form from being sent and says why, in the toast the server's refusal would show. */
export function refuseSubmit(event: FormEvent, title: string, description: string): void {
  event.preventDefault();
  showToast({ title, description, variant: 'destructive' });
}
