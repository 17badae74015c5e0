import type { TitledText } from '#app/data/content-schema.ts';

/** The personal story beside the five pillars of the coaching approach. */
export function AboutStory({
  paragraphs,
  pillars,
}: {
  paragraphs: string[];
  pillars: TitledText[];
}) {
  return (
    <section aria-labelledby="hikayem" className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
        <div>
          <h2 id="hikayem" className="text-3xl font-bold tracking-tight">
            Hikâyem
          </h2>
          <div className="mt-6 grid gap-5 text-lg leading-relaxed text-pretty">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="rounded-2xl border bg-secondary p-6 sm:p-8">
          <h3 id="bes-temel" className="text-xl font-semibold text-secondary-foreground">
            Yaklaşımımın Beş Temeli
          </h3>
          <ol className="mt-6 grid gap-5">
            {pillars.map((pillar, index) => (
              <li key={pillar.title} className="flex gap-4">
                <span
                  aria-hidden
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="font-semibold text-secondary-foreground">{pillar.title}</p>
                  <p className="mt-1 text-muted-foreground">{pillar.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
