import type { ReactNode } from 'react';

import { Accordion, AccordionItem } from '#app/components/ui/accordion.tsx';
import type { FaqEntry } from '#app/data/content-schema.ts';

/** A single-open group of questions, answers in the HTML inside <details> for no-JS and search. */
export function FaqGroup({
  id,
  title,
  entries,
  footer,
}: {
  id: string;
  title: string;
  entries: FaqEntry[];
  footer?: ReactNode;
}) {
  const headingId = `${id}-baslik`;
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <Accordion className="mt-5">
        {entries.map((entry) => (
          <AccordionItem key={entry.question} title={entry.question}>
            <p>{entry.answer}</p>
          </AccordionItem>
        ))}
      </Accordion>
      {footer ? <div className="mt-3">{footer}</div> : null}
    </section>
  );
}
