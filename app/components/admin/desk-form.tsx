import type { ReactNode, Ref } from 'react';
import { Form, useNavigation, type FormProps } from 'react-router';

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

/** A plain post's intent and the hidden fields that name what it acts on. */
export function PostedFields({
  intent,
  fields,
}: {
  intent: string;
  fields: Record<string, string | number>;
}) {
  return (
    <>
      <IntentInput intent={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** One of several buttons of a form, each posting its own intent. */
export function IntentButton({ intent, ...props }: ButtonProps & { intent: string }) {
  return <Button type="submit" name={INTENT_FIELD} value={intent} {...props} />;
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

/**
 * What a versioned form shows: the values of its last answer (what she typed) or else those it
 * loaded, the answer's field errors, the fields' props, and whether a post is under way.
 */
export function useDeskAnswer<Values extends Partial<Record<string, string>>>(
  prefix: string,
  answer: { values?: Values; fieldErrors?: FieldErrors } | undefined,
  loaded: Values,
) {
  const busy = useNavigation().state === 'submitting';
  const values = answer?.values && Object.keys(answer.values).length ? answer.values : loaded;
  const errors = answer?.fieldErrors ?? {};
  const field = deskFields<keyof Values & string>(prefix, errors, values);
  return { values, errors, busy, field };
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
  answer: { formError?: { message: string; kind?: string }; fieldErrors?: FieldErrors } | undefined;
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
 * What stands above a desk's versioned form: the text she had typed when her session ran out,
 * said once, then the refusal box, where a conflict offers the newest version in a new tab.
 */
export function DeskNotices({
  restoredMessage,
  latest,
  ...box
}: Omit<Parameters<typeof DeskErrorBox>[0], 'children'> & {
  restoredMessage: string | null;
  latest: ReadonlyArray<{ href: string; label: string }>;
}) {
  return (
    <>
      {restoredMessage ? (
        <p role="status" className="mt-4 rounded-md border border-primary p-3 font-medium">
          {restoredMessage}
        </p>
      ) : null}
      <DeskErrorBox {...box}>
        {box.answer?.formError?.kind === 'conflict'
          ? latest.map(({ href, label }) => (
              <a
                key={href}
                href={href}
                target="_blank"
                rel="noreferrer"
                className="text-primary underline"
              >
                {label}
              </a>
            ))
          : null}
      </DeskErrorBox>
    </>
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
