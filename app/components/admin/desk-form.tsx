import type { ReactNode } from 'react';

import { FormErrorBox } from '#app/components/admin/form-error-box.tsx';
import { Button, type ButtonProps } from '#app/components/ui/button.tsx';
import { INTENT_FIELD, type FieldErrors } from '#app/lib/admin/desk-form.ts';

/**
 * The page half of the desks' versioned forms (docs/decisions/0046-desk-form-kit.md): the
 * intent a form or button posts, the restored-stash banner, the refusal box and the fields'
 * props.
 */

/** A form's one intent, when it has a single button. */
export function IntentInput({ intent }: { intent: string }) {
  return <input type="hidden" name={INTENT_FIELD} value={intent} />;
}

/** One of several buttons of a form, each posting its own intent. */
export function IntentButton({ intent, ...props }: ButtonProps & { intent: string }) {
  return <Button type="submit" name={INTENT_FIELD} value={intent} {...props} />;
}

/** The text she had typed when her session ran out, back in the form: said once, above it. */
export function RestoredBanner({ message }: { message: string | null }): ReactNode {
  if (!message) return null;
  return (
    <p role="status" className="mt-4 rounded-md border border-primary p-3 font-medium">
      {message}
    </p>
  );
}

type DeskField<Name extends string> = { id: string; name: Name; errors: string[] | undefined };

/**
 * A desk answer's refusal above its form, nothing when it has none; `children` are what the
 * refusal offers (a conflict's link).
 */
export function DeskErrorBox({
  id,
  answer,
  labels,
  fieldPrefix,
  children,
}: {
  id: string;
  answer: { formError?: { message: string }; fieldErrors?: FieldErrors } | undefined;
  labels?: Record<string, string>;
  fieldPrefix?: string;
  children?: ReactNode;
}) {
  if (!answer?.formError) return null;
  return (
    <FormErrorBox
      id={id}
      message={answer.formError.message}
      fieldErrors={answer.fieldErrors}
      labels={labels}
      fieldPrefix={fieldPrefix}
    >
      {children}
    </FormErrorBox>
  );
}

/**
 * The Field props of a desk's fields: the id `{prefix}{name}` (the error box links to it), the
 * value to show (none for a form that never echoes, like a password's) and its errors.
 */
export function deskFields<Name extends string>(
  prefix: string,
  errors: FieldErrors | undefined,
  values: Partial<Record<Name, string>>,
): (name: Name) => DeskField<Name> & { defaultValue: string };
export function deskFields<Name extends string>(
  prefix: string,
  errors: FieldErrors | undefined,
): (name: Name) => DeskField<Name>;
export function deskFields<Name extends string>(
  prefix: string,
  errors: FieldErrors | undefined,
  values?: Partial<Record<Name, string>>,
) {
  return (name: Name) => ({
    id: `${prefix}${name}`,
    name,
    ...(values ? { defaultValue: values[name] ?? '' } : {}),
    errors: errors?.[name],
  });
}
