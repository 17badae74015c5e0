import {
  ListChecks,
  MessageCircleQuestionMark,
  RefreshCw,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';

import type { TitledText } from '#app/data/content-schema.ts';

// One icon per expectation, in the order of the content list.
const icons: LucideIcon[] = [ShieldCheck, MessageCircleQuestionMark, ListChecks, RefreshCw];

export function SessionExpectations({ expectations }: { expectations: TitledText[] }) {
  return (
    <section aria-labelledby="seanslarda" className="bg-muted/50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="seanslarda" className="text-3xl font-bold tracking-tight">
            Seanslarda Sizi Neler Bekliyor?
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Her buluşma, sizin gündeminizle başlar ve atacağınız somut bir adımla biter.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {expectations.map(({ title, text }, index) => {
            const Icon = icons[index] ?? ShieldCheck;
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
