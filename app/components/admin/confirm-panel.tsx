import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link } from 'react-router';

import { PostedFields } from '#app/components/admin/desk-form.tsx';
import { Button } from '#app/components/ui/button.tsx';

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
            <PostedFields intent={intent} fields={fields} />
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
