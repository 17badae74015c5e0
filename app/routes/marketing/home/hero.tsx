import { ArrowRight, CalendarCheck, Compass, MapPin, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { wrappingLabel } from '#app/components/ui/wrapping-label.ts';
import { BOOKING_PATH, SERVICES_PATH } from '#app/data/page-paths.ts';

/** The opening of the home page: its single <h1> and the two first steps a visitor can take. */
export function HomeHero({
  heading,
  coachTitle,
  city,
}: {
  heading: string;
  coachTitle: string;
  city: string;
}) {
  const highlights = [
    { icon: CalendarCheck, text: 'İlk keşif görüşmesi ücretsiz, 20–30 dakika' },
    { icon: MapPin, text: `Online ya da ${city} ofisinde yüz yüze` },
    { icon: Compass, text: 'Sana özel hedefler ve adım adım bir yol haritası' },
  ];
  return (
    <section className="border-b bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-[3fr_2fr]">
        <div className="text-center lg:text-left">
          <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">
            {coachTitle}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {heading}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground lg:mx-0">
            Hedeflerini netleştir, seni durduran inançları fark et ve kalıcı değişimi adım adım
            başlat. Yolculuğun ilk adımı olan keşif görüşmesi ücretsiz.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3 lg:justify-start">
            <Button asChild size="lg" className={wrappingLabel}>
              <Link to={BOOKING_PATH}>
                <Sparkles aria-hidden />
                Ücretsiz Keşif Görüşmesini Başlat
              </Link>
            </Button>{' '}
            <Button asChild size="lg" variant="outline" className={wrappingLabel}>
              <Link to={SERVICES_PATH}>
                Dönüşüm Alanlarını Keşfet
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </div>
        </div>
        <ul className="grid gap-4 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="pt-2 font-medium">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
