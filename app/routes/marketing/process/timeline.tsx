import { Badge } from '#app/components/ui/badge.tsx';
import type { ProcessStep } from '#app/data/content-schema.ts';

/** The five steps as an ordered list drawn as a vertical timeline. */
export function ProcessTimeline({ steps }: { steps: ProcessStep[] }) {
  return (
    <section aria-labelledby="bes-adim" className="mx-auto max-w-4xl px-4 py-16 sm:py-20">
      <div className="text-center">
        <h2 id="bes-adim" className="text-3xl font-bold tracking-tight">
          Beş Adımda Koçluk Süreci
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">
          Tanışmadan kalıcı değişime kadar her adımda nerede olduğumuzu ve neyi hedeflediğimizi
          birlikte bilerek ilerleriz.
        </p>
      </div>
      <div className="relative mt-12">
        {/* The vertical line joining the step numbers. */}
        <span
          aria-hidden
          className="absolute top-6 bottom-6 left-6 w-0.5 -translate-x-1/2 bg-border"
        />
        <ol className="relative grid gap-10">
          {steps.map(({ step, title, text, badge }) => (
            <li key={step} className="relative flex gap-6">
              <span
                aria-hidden
                className="z-10 flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground ring-8 ring-background"
              >
                {step}
              </span>
              <div className="flex-1 rounded-xl border bg-card p-6 shadow-sm">
                <div className="flex flex-wrap items-center gap-3">
                  <h3 className="text-xl font-semibold">
                    <span className="sr-only">{step}. adım: </span>
                    {title}
                  </h3>{' '}
                  {badge ? <Badge variant="default">{badge}</Badge> : null}
                </div>
                <p className="mt-3 leading-relaxed text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
