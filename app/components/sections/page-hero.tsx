import type { ReactNode } from 'react';

/** The opening band of an inner page: its single <h1>, an intro and optional calls to action. */
export function PageHero({
  title,
  intro,
  eyebrow,
  children,
}: {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <section className="border-b bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-20">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {intro ? (
          <div className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
            {intro}
          </div>
        ) : null}
        {children ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
        ) : null}
      </div>
    </section>
  );
}
