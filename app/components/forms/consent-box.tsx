import { FieldError } from '#app/components/forms/field-error.tsx';
import { PrivacyLink } from '#app/components/forms/privacy-note.tsx';
import { PUBLISH_CONSENT_FIELD } from '#app/data/publish-consent.ts';
import type { FormResult } from '#app/lib/form-result.ts';

/** The publishing consent box, unticked until the visitor ticks it (explicit consent, KVKK 5/1). */
export function ConsentBox({
  id,
  text,
  failed,
}: {
  id: string;
  text: string;
  failed?: FormResult;
}) {
  const errors = failed?.fieldErrors?.[PUBLISH_CONSENT_FIELD];
  const errorId = `${id}-hata`;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={id}
          name={PUBLISH_CONSENT_FIELD}
          value="evet"
          required
          defaultChecked={Boolean(failed?.values?.[PUBLISH_CONSENT_FIELD])}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm leading-relaxed">
          {text} (<PrivacyLink />)
        </label>
      </div>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
