import { useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';

import { Field } from '#app/components/forms/field.tsx';
import {
  checkFields,
  HiddenFormFields,
  refuseSubmit,
  useResultToast,
} from '#app/components/forms/form-plumbing.tsx';
import { PrivacyNote } from '#app/components/forms/privacy-note.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { newsletterCheckMessages } from '#app/data/messages/newsletter-messages.ts';
import { NEWSLETTER_PATH } from '#app/data/page-paths.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { newsletterFields } from '#app/schemas/limits.ts';

/** The footer's newsletter sign-up (docs/product.md#newsletter). */
export function NewsletterForm({ id = 'bulten', initial }: { id?: string; initial?: FormResult }) {
  const fetcher = useFetcher<FormResult>({ key: `newsletter-${id}` });
  const form = useRef<HTMLFormElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const result = fetcher.data ?? initial;
  useResultToast(fetcher.data, () => form.current?.reset());
  const busy = fetcher.state !== 'idle';
  // The consent record's source: the page the form is on (the server keeps only site pages).
  const { pathname } = useLocation();
  const errors = clientError ? [clientError] : result?.ok ? undefined : result?.fieldErrors?.email;

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={NEWSLETTER_PATH}
      noValidate
      className="relative mt-3 grid gap-2"
      onSubmit={(event) => {
        const valid = !checkFields(event.currentTarget, newsletterFields);
        setClientError(valid ? null : newsletterCheckMessages.invalidEmail);
        if (!valid) {
          refuseSubmit(
            event,
            newsletterCheckMessages.errorTitle,
            newsletterCheckMessages.invalidEmail,
          );
        }
      }}
    >
      <HiddenFormFields />
      {/* NewsletterFormSchema's `kaynak`: the consent record's source page. */}
      <input type="hidden" name="kaynak" value={pathname} />
      <Field
        id={`${id}-eposta`}
        name="email"
        defaultValue={result && !result.ok ? result.values?.email : undefined}
        label="E-posta adresin"
        rule={newsletterFields.email}
        errors={errors}
        className="grid gap-2"
        labelClassName="text-sm font-medium"
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              autoComplete="email"
              inputMode="email"
              placeholder="ornek@eposta.com"
              className="min-w-0 flex-1"
            />
            <Button type="submit" disabled={busy}>
              {busy ? 'Kaydediliyor...' : 'Abone Ol'}
            </Button>
          </div>
        )}
      </Field>
      <PrivacyNote />
    </fetcher.Form>
  );
}
