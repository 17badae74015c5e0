import { Check, MapPin, MonitorSmartphone, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

import { IconList } from '#app/components/sections/icon-list.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { BOOKING_PATH } from '#app/data/page-paths.ts';

type Mode = {
  /** Element id: the home page links to /hizmetler#yuz-yuze and /hizmetler#online. */
  id: 'yuz-yuze' | 'online';
  title: string;
  icon: LucideIcon;
  text: string;
  points: string[];
  cta: string;
};

/** The face-to-face versus online choice; each button preselects the booking type. */
export function ModesBlock({ city, district }: { city: string; district: string }) {
  const modes: Mode[] = [
    {
      id: 'yuz-yuze',
      title: 'Yüz Yüze Koçluk',
      icon: MapPin,
      text: `Aynı odada karşılıklı konuşmanın sıcaklığını sevenler için. Seanslar ${district} / ${city} ofisimde, sakin ve gizliliğe özen gösterilen bir ortamda yapılır.`,
      points: [
        'Ekranlardan uzak, yalnızca sana ayrılmış odaklı bir zaman',
        'Beden dilini ve duyguları doğrudan paylaşabildiğin bir ortam',
        'Ayrıntılı adres, randevun kesinleştiğinde seninle paylaşılır',
      ],
      cta: 'Yüz Yüze Randevu Al',
    },
    {
      id: 'online',
      title: 'Online Koçluk',
      icon: MonitorSmartphone,
      text: 'Nerede olursan ol, görüntülü görüşmeyle yüz yüze seanslarla aynı yapıda bir koçluk süreci. Yoğun tempoda çalışanlar ve şehir dışındakiler için pratik bir seçenek.',
      points: [
        'Yol ve trafik derdi olmadan evinden ya da ofisinden katılım',
        'Yaygın görüntülü görüşme uygulamalarıyla kolay bağlantı',
        'Yurt dışından ya da seyahatteyken bile sürecin kesintisiz devamı',
      ],
      cta: 'Online Randevu Al',
    },
  ];

  return (
    <section aria-labelledby="calisma-bicimi-baslik" className="border-y bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="calisma-bicimi-baslik" className="text-3xl font-bold tracking-tight">
            Yüz yüze mi, online mı?
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">
            Seçim tamamen sana kalmış: hangisinde kendini daha rahat hissediyorsan onu öneririm.
            Süreç içinde birinden diğerine geçmen de mümkün.
          </p>
        </div>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          {modes.map((mode) => (
            <div
              key={mode.id}
              id={mode.id}
              className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <mode.icon aria-hidden className="size-5" />
                </span>
                <h3 className="text-xl font-semibold">{mode.title}</h3>
              </div>
              <p className="mt-4 leading-relaxed text-muted-foreground">{mode.text}</p>
              <IconList items={mode.points} icon={Check} className="mt-4 grid gap-2" />
              <div className="mt-6 pt-2">
                <Button asChild size="lg">
                  <Link to={`${BOOKING_PATH}?type=${mode.id}`}>{mode.cta}</Link>
                </Button>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
