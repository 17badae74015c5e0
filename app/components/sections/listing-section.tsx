import type { ReactNode } from 'react';

/** A page's main list under its hero (e-books, shop), named by its own heading. */
export function ListingSection(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className="mx-auto max-w-6xl px-4 py-12">
      <h2 id={props.id} className="text-2xl font-bold">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}
