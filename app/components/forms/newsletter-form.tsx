import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import { FieldError } from '#app/components/forms/field-error.tsx';
import { HoneypotField, useResultToast } from '#app/components/forms/form-plumbing.tsx';
import { PrivacyNote } from '#app/components/forms/privacy-note.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { newsletterMessages } from '#app/data/newsletter-messages.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { showToast } from '#app/lib/toast.ts';
import { EMAIL_MAX, EMAIL_PATTERN } from '#app/schemas/limits.ts';

/**
 * The newsletter sign-up of every page's footer (SPEC §4 "Newsletter form"). With JavaScript
 * it stays on the page and answers with a toast; without, /bulten answers with a page.
 */
export function NewsletterForm({
  id = 'bulten',
  initial,
}: {
  id?: string;
  /** The answer of a no-JavaScript submission, rendered by /bulten. */
  initial?: FormResult;
}) {
  const fetcher = useFetcher<FormResult>({ key: `newsletter-${id}` });
  const form = useRef<HTMLFormElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const result = fetcher.data ?? initial;
  useResultToast(fetcher.data, () => form.current?.reset());
  const busy = fetcher.state !== 'idle';
  const errors = clientError ? [clientError] : result?.ok ? undefined : result?.fieldErrors?.email;
  const errorId = `${id}-eposta-hata`;

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/bulten"
      noValidate
      className="relative mt-3 grid gap-2"
      onSubmit={(event) => {
        const email = new FormData(event.currentTarget).get('email');
        const valid = typeof email === 'string' && EMAIL_PATTERN.test(email.trim());
        setClientError(valid ? null : newsletterMessages.invalidEmail);
        if (!valid) {
          event.preventDefault();
          showToast({
            title: newsletterMessages.errorTitle,
            description: newsletterMessages.invalidEmail,
            variant: 'destructive',
          });
        }
      }}
    >
      <HoneypotField />
      <label htmlFor={`${id}-eposta`} className="text-sm font-medium">
        E-posta adresiniz
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-eposta`}
          name="email"
          type="email"
          required
          maxLength={EMAIL_MAX}
          autoComplete="email"
          inputMode="email"
          placeholder="ornek@eposta.com"
          defaultValue={result && !result.ok ? result.values?.email : undefined}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? errorId : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Kaydediliyor...' : 'Abone Ol'}
        </Button>
      </div>
      <FieldError id={errorId} errors={errors} />
      <PrivacyNote />
    </fetcher.Form>
  );
}
