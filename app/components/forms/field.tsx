import type { ReactNode } from 'react';

import { FieldError } from '#app/components/forms/field-error.tsx';
import { labelClass } from '#app/components/ui/label.tsx';
import type { FormResult } from '#app/lib/form-result.ts';
import type { FieldRules, TextFieldRule } from '#app/schemas/limits.ts';

export type FieldControl = Partial<TextFieldRule> & {
  id: string;
  name?: string;
  defaultValue?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

export function ruledFields<Rules extends FieldRules>(
  prefix: string,
  rules: Rules,
  failed: Pick<FormResult, 'fieldErrors' | 'values'> | undefined,
) {
  return (name: keyof Rules & string) => ({
    id: `${prefix}-${name}`,
    name,
    rule: rules[name],
    errors: failed?.fieldErrors?.[name],
    defaultValue: failed?.values?.[name],
  });
}

/** One form field: label, control, hint and the server's errors, linked by aria-describedby. */
export function Field({
  id,
  name,
  defaultValue,
  label,
  rule,
  hint,
  errors,
  formErrorId,
  className = 'grid gap-1.5',
  labelClassName = labelClass,
  children,
}: {
  id: string;
  name?: string;
  defaultValue?: string;
  label: ReactNode;
  /** The field's rule from app/schemas/limits.ts, the one the server's schema checks. */
  rule?: TextFieldRule;
  hint?: ReactNode;
  errors?: string[] | null;
  /** A message elsewhere in the form that applies to this field (the login's one message). */
  formErrorId?: string;
  className?: string;
  labelClassName?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const hintId = hint ? `${id}-aciklama` : undefined;
  const errorId = errors?.length ? `${id}-hata` : formErrorId;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children({
        id,
        name,
        defaultValue,
        ...rule,
        'aria-invalid': errorId ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-hata`} errors={errors} />
    </div>
  );
}
