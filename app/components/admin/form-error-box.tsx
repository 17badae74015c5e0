import type { ReactNode } from 'react';

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
