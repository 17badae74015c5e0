import type { ReactNode } from 'react';

import type { FieldControl } from '#app/components/forms/field.tsx';

type Option = string | { value: string | number; label: string };

/**
 * A native <select> in the admin forms, styled like the inputs (keyboard and focus as the
 * browser's): first the choice of none, when there is one, then the options, then `children`.
 */
export function AdminSelect({
  control,
  none,
  options,
  children,
}: {
  control: FieldControl;
  none?: string;
  options: readonly Option[];
  children?: ReactNode;
}) {
  return (
    <select
      {...control}
      className="h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive"
    >
      {none === undefined ? null : <option value="">{none}</option>}
      {options.map((option) => {
        const { value, label } =
          typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
      {children}
    </select>
  );
}
