import type { ReactNode } from 'react';

/** One of the contact page's cards, named by its own heading. */
export function ContactCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border bg-card p-8 shadow-sm">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
