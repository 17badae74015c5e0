import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { ContentImage } from '#app/components/ui/content-image.tsx';
import type { Image } from '#app/data/content-schema.ts';
import { ABOUT_PATH } from '#app/data/page-paths.ts';

/** A short introduction of the coach with the way to the full story on /hakkimda. */
export function CoachIntro({
  coachName,
  coachTitle,
  subtitle,
  portrait: coachPortrait,
}: {
  coachName: string;
  coachTitle: string;
  subtitle: string;
  portrait: Image;
}) {
  return (
    // Portrait above the text on a phone: 1 100 px, not the lazy sections' 40rem (app/app.css).
    <section
      aria-labelledby="kocunuzla-tanisin"
      className="mx-auto max-w-6xl px-4 py-16 [--lazy-block-size:72rem] sm:py-20 md:[--lazy-block-size:42rem]"
    >
      <div className="grid items-center gap-10 md:grid-cols-[2fr_3fr] lg:gap-16">
        <ContentImage
          image={coachPortrait}
          className="mx-auto h-auto w-full max-w-sm rounded-2xl border bg-muted shadow-md"
        />
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{coachTitle}</p>
          <h2 id="kocunuzla-tanisin" className="mt-2 text-3xl font-bold tracking-tight">
            Koçunla Tanış: {coachName}
          </h2>
          <p className="mt-5 text-lg text-pretty text-muted-foreground">{subtitle}</p>
          <p className="mt-4 text-pretty text-muted-foreground">
            İnsan kaynakları ve eğitim alanında geçen on yılın ardından kendimi tamamen koçluğa
            adadım. Uluslararası koçluk eğitimim, NLP uzmanlığım ve mesleki yeterlilik belgemle her
            danışanıma güvenli, yargısız ve hedef odaklı bir alan sunuyorum. İnanıyorum ki cevaplar
            zaten sende; benim işim doğru soruları sormak.
          </p>{' '}
          <Button asChild size="lg" variant="outline" className="mt-8">
            <Link to={ABOUT_PATH}>
              Beni Daha Yakından Tanı
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
