import { ArrowRight, Laptop, MapPin, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { IconTile } from '#app/components/sections/icon-card.tsx';
import { IntroSection } from '#app/components/sections/section-intro.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { SERVICES_PATH } from '#app/data/page-paths.ts';
import { sectionIntros } from '#app/data/section-intros.ts';

type Mode = {
  id: 'online' | 'yuz-yuze';
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
  linkLabel: string;
};

/** Online or in person: the first choice a visitor makes, each leading to its part of /hizmetler. */
export function CoachingModes({ city, district }: { city: string; district: string }) {
  const modes: Mode[] = [
    {
      id: 'online',
      icon: Laptop,
      title: 'Online Koçluk',
      text: 'Nerede olursan ol, görüntülü görüşmeyle evinin ya da ofisinin rahatlığında çalışalım.',
      points: [
        'Yolda zaman kaybı yok, yoğun programlara kolayca uyum',
        'Türkiye’nin ve dünyanın her yerinden katılım',
        'Yüz yüze seanslarla aynı yapıda, samimi görüşmeler',
      ],
      linkLabel: 'Online Koçluğu İncele',
    },
    {
      id: 'yuz-yuze',
      icon: MapPin,
      title: 'Yüz Yüze Koçluk',
      text: `${district}, ${city} adresindeki sakin ofisimde aynı masanın etrafında buluşalım.`,
      points: [
        'Ekranlardan uzak, dikkat dağıtmayan bir ortam',
        'Birebir, çift ya da küçük grup seansları',
        'Detaylı adres randevu sırasında paylaşılır',
      ],
      linkLabel: 'Yüz Yüze Koçluğu İncele',
    },
  ];
  return (
    <IntroSection {...sectionIntros.coachingModes}>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {modes.map(({ id, icon, title, text, points, linkLabel }) => (
          <li key={id} className="flex flex-col rounded-2xl border bg-card p-8 shadow-sm">
            <IconTile icon={icon} />
            <h3 className="mt-5 text-2xl font-semibold">{title}</h3>
            <p className="mt-3 text-muted-foreground">{text}</p>
            <ul className="mt-5 grid gap-2">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                  {point}
                </li>
              ))}
            </ul>{' '}
            <Button asChild variant="outline" className="mt-8 self-start">
              <Link to={`${SERVICES_PATH}#${id}`}>
                {linkLabel}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          </li>
        ))}
      </ul>
    </IntroSection>
  );
}
