import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { Form, Link, type FormProps } from 'react-router';

import { Field } from '#app/components/forms/field.tsx';
import { Button, type ButtonProps } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { INTENT_FIELD, type FieldErrors } from '#app/lib/admin/desk-form.ts';
import { STASH_PROOF_FIELD } from '#app/lib/admin/stash-proof.ts';

/**
 * The page half of the desks' versioned forms (docs/decisions/0046-desk-form-kit.md): the
 * intent a form or button posts, the restored-stash banner, the refusal box, the confirmation
 * step and the fields' props.
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

/**
 * A desk's versioned form: remounted with each answer's values; first the page's signed proof
 * that her text may be kept if the session ends (`value`: each load brings a new one), then the
 * version she opened, which makes a save over a newer one a conflict.
 */
export function DeskForm({
  answeredAt,
  stashProof,
  version,
  gap = 'gap-5',
  formRef,
  children,
  ...props
}: Omit<FormProps, 'method' | 'className'> & {
  answeredAt: number | undefined;
  stashProof: string;
  version: string | undefined;
  gap?: 'gap-5' | 'gap-6';
  formRef?: Ref<HTMLFormElement>;
}) {
  return (
    <Form
      ref={formRef}
      key={answeredAt ?? 'acilis'}
      method="post"
      noValidate
      className={`mt-6 grid ${gap} rounded-xl border bg-card p-4 text-card-foreground sm:p-6`}
      {...props}
    >
      <input type="hidden" name={STASH_PROOF_FIELD} value={stashProof} />
      <input type="hidden" name="version" value={version ?? ''} />
      {children}
    </Form>
  );
}

/** A time typed as Türkiye time (its label says so), which the server requires to be ahead of now. */
export function TurkeyTimeField({
  label,
  hint,
  ...field
}: DeskField<string> & { defaultValue: string; label: string; hint: string }) {
  return (
    <Field {...field} label={label} hint={hint}>
      {(control) => <Input {...control} type="datetime-local" className="sm:max-w-xs" />}
    </Field>
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

/**
 * A desk's refusal above its form: the message, each field's error as a link to the field
 * (`#{fieldPrefix}{name}`), and what the kind of refusal offers (a conflict's links).
 */
export function FormErrorBox({
  id,
  message,
  fieldErrors = {},
  labels = {},
  fieldPrefix,
  children,
}: {
  id: string;
  message: string;
  fieldErrors?: Record<string, string[] | undefined>;
  labels?: Record<string, string>;
  fieldPrefix?: string;
  children?: ReactNode;
}) {
  const summary = Object.entries(fieldErrors).filter(
    (entry): entry is [string, string[]] => (entry[1]?.length ?? 0) > 0,
  );
  return (
    <div
      id={id}
      role="alert"
      className="mt-4 rounded-md border border-destructive p-3 font-medium text-destructive"
    >
      <p>{message}</p>
      {fieldPrefix && summary.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {summary.map(([name, messages]) => (
            <li key={name}>
              <a href={`#${fieldPrefix}${name}`} className="underline">
                {labels[name] ?? name}: {messages.join(' ')}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children ? (
        <div className="mt-2 flex flex-wrap gap-4 text-foreground">{children}</div>
      ) : null}
    </div>
  );
}

/**
 * The server-rendered second step of an irreversible action (works without JavaScript); focus
 * moves to it so a keyboard or screen-reader user lands on the question.
 */
export function ConfirmPanel({
  id,
  question,
  intent,
  confirm,
  tone,
  cancelTo,
  action,
  fields = {},
}: {
  id: string;
  question: ReactNode;
  /** The form's `intent`; null when there is nothing to confirm (only "Vazgeç"). */
  intent: string | null;
  confirm: string;
  tone: 'destructive' | 'success';
  cancelTo: string;
  /** The form's address, when it is not the page's own. */
  action?: string;
  fields?: Record<string, string | number>;
}) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.focus(), []);
  return (
    <div
      ref={group}
      id={id}
      role="group"
      tabIndex={-1}
      aria-labelledby={`${id}-metni`}
      className={`mt-6 grid gap-3 rounded-lg border p-4 ${tone === 'destructive' ? 'border-destructive' : 'border-success'}`}
    >
      <p id={`${id}-metni`} className="font-semibold">
        {question}
      </p>
      <div className="flex flex-wrap gap-3">
        {intent ? (
          <Form method="post" action={action}>
            <IntentInput intent={intent} />
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <Button type="submit" variant={tone}>
              {confirm}
            </Button>
          </Form>
        ) : null}
        <Button asChild variant="outline">
          <Link to={cancelTo}>Vazgeç</Link>
        </Button>
      </div>
    </div>
  );
}
