import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';

import { PostedFields } from '#app/components/admin/desk-form.tsx';
import { Button, type ButtonProps } from '#app/components/ui/button.tsx';
import { adminMessages } from '#app/data/messages/admin-messages.ts';
import { listHref } from '#app/lib/admin/paging.ts';

/**
 * A plain form post (intent and hidden fields) to the page's own action, so it works without
 * JavaScript; with it, a list keeps its scroll position. The item's heading describes the button.
 */
export function ActionButton({
  intent,
  fields,
  describedBy,
  variant = 'default',
  disabled,
  preventScrollReset = true,
  children,
}: {
  intent: string;
  fields: Record<string, string | number>;
  describedBy: string;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  preventScrollReset?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset={preventScrollReset}>
      <PostedFields intent={intent} fields={fields} />
      <Button
        type="submit"
        size="sm"
        variant={variant}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        {children}
      </Button>
    </Form>
  );
}

/** Where the list page keeps an item, so a link can scroll back to it. */
export const itemAnchor = (id: number) => `kayit-${id}`;

/**
 * "Sil" asks first, without JavaScript too: the link reloads the list with `?sil=ID`, which
 * shows the question with "Evet, Sil" (the real delete) and "Vazgeç" in place of the buttons.
 */
export function DeleteAction({
  id,
  confirming,
  describedBy,
}: {
  id: number;
  confirming: boolean;
  describedBy: string;
}) {
  const { pathname, search } = useLocation();
  if (!confirming) {
    return (
      <Button asChild size="sm" variant="outline">
        <Link
          to={listHref(pathname, search, { sil: String(id) }, itemAnchor(id))}
          aria-describedby={describedBy}
        >
          Sil
        </Link>
      </Button>
    );
  }
  return (
    <ConfirmDelete id={id} cancelHref={listHref(pathname, search, { sil: null }, itemAnchor(id))} />
  );
}

function ConfirmDelete({ id, cancelHref }: { id: number; cancelHref: string }) {
  const group = useRef<HTMLDivElement>(null);
  // With JavaScript the question takes the focus, so a keyboard user lands on it.
  useEffect(() => group.current?.focus(), []);
  const question = `${itemAnchor(id)}-soru`;
  return (
    <div
      ref={group}
      role="group"
      tabIndex={-1}
      aria-labelledby={question}
      className="flex w-full flex-wrap items-center gap-2 rounded-lg border border-destructive p-3"
    >
      <p id={question} className="w-full font-semibold">
        {adminMessages.confirmDelete}
      </p>
      <ActionButton intent="delete" fields={{ id }} variant="destructive" describedBy={question}>
        Evet, Sil
      </ActionButton>
      <Button asChild size="sm" variant="outline">
        <Link to={cancelHref}>Vazgeç</Link>
      </Button>
    </div>
  );
}
