import type { ReactNode } from 'react';

const looks = {
  /** A page's main list under its hero (e-books, shop). */
  listing: { section: 'mx-auto max-w-6xl px-4 py-12', heading: 'text-2xl font-bold' },
  /** One of the contact page's cards. */
  card: { section: 'rounded-2xl border bg-card p-8 shadow-sm', heading: 'text-2xl font-semibold' },
};

/** A section named by its own heading (aria-labelledby), in one of the site's looks. */
export function HeadedSection({
  id,
  title,
  look,
  children,
}: {
  id: string;
  title: string;
  look: keyof typeof looks;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={looks[look].section}>
      <h2 id={id} className={looks[look].heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
