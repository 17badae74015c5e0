import {
  Handshake,
  Heart,
  Lightbulb,
  ShieldCheck,
  Sprout,
  Target,
  type LucideIcon,
} from 'lucide-react';

import type { CoreValue, ValueIcon } from '#app/data/content-schema.ts';

const icons: Record<ValueIcon, LucideIcon> = {
  ShieldCheck,
  Handshake,
  Lightbulb,
  Target,
  Sprout,
  Heart,
};

export function CoreValues({ values }: { values: CoreValue[] }) {
  return (
    <section aria-labelledby="degerlerim" className="bg-muted/50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="degerlerim" className="text-3xl font-bold tracking-tight">
            Temel Değerlerim
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Her seansta bana yol gösteren ve birlikte çalışırken size verdiğim sözler.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.map(({ title, text, icon }) => {
            const Icon = icons[icon];
            return (
              <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
                <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-muted-foreground">{text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
