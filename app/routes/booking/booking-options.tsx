import { ArrowRight, CalendarCheck, Clock, Mail, Video } from 'lucide-react';
import { Link } from 'react-router';

import { ContactActions } from '#app/components/sections/contact/contact-actions.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { SiteIdentity } from '#app/data/identity.ts';
import { CONTACT_PATH } from '#app/data/page-paths.ts';

/** The meeting format a visitor chose on /hizmetler (?type=), or none. */
export type MeetingMode = 'yuz-yuze' | 'online';

const emailSubjects: Record<MeetingMode | 'neutral', string> = {
  'yuz-yuze': 'Yüz yüze koçluk için keşif görüşmesi randevusu',
  online: 'Online koçluk için keşif görüşmesi randevusu',
  neutral: 'Ücretsiz keşif görüşmesi randevusu',
};

/** The intro under the heading, worded for the chosen format; it points to the booking below. */
export function bookingIntro(mode: MeetingMode | null, city: string): string {
  switch (mode) {
    case 'yuz-yuze':
      return `Yüz yüze çalışmak için 20–30 dakikalık ücretsiz keşif görüşmesiyle ${city} ofisinde tanışalım; dilersen bu ilk görüşmeyi online da yapabiliriz. Aşağıdaki takvimden sana uygun gün ve saati seç.`;
    case 'online':
      return 'Online görüşme için nerede olduğun fark etmez. 20–30 dakikalık ücretsiz keşif görüşmesiyle tanışalım, ardından seanslarımızı sana uygun gün ve saatlerde görüntülü olarak planlayalım. İlk görüşme için aşağıdaki takvimden sana uygun saati seç.';
    default:
      return `İster online ister ${city} ofisinde yüz yüze çalışalım, yolculuğumuz 20–30 dakikalık ücretsiz bir keşif görüşmesiyle başlar. Aşağıdaki takvimden sana uygun gün ve saati seç ya da sana en kolay gelen yoldan ulaş.`;
  }
}

export function bookingEyebrow(mode: MeetingMode | null): string {
  if (mode === 'yuz-yuze') return 'Yüz Yüze Görüşme';
  if (mode === 'online') return 'Online Görüşme';
  return 'Ücretsiz Keşif Görüşmesi';
}

/** Two cards: what the free discovery call is, and how to ask for it right now. */
export function BookingOptions({
  mode,
  identity,
}: {
  mode: MeetingMode | null;
  identity: SiteIdentity;
}) {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-16 md:grid-cols-2">
      <section
        aria-labelledby="kesif-gorusmesi"
        className="flex flex-col rounded-2xl border bg-card p-8 shadow-sm"
      >
        <div className="flex flex-wrap items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
            <CalendarCheck aria-hidden className="size-6" />
          </span>
          <Badge>Ücretsiz</Badge>
        </div>
        <h2 id="kesif-gorusmesi" className="mt-5 text-2xl font-semibold">
          Ücretsiz Keşif Görüşmesi
        </h2>
        <ul className="mt-4 grid gap-2 text-muted-foreground">
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 shrink-0 text-primary" />
            20–30 dakika
          </li>
          <li className="flex items-center gap-2">
            <Video aria-hidden className="size-4 shrink-0 text-primary" />
            Online, görüntülü görüşme
          </li>
        </ul>
        <p className="mt-5">
          Bu kısa görüşmede hedeflerini ve beklentilerini dinler; süreç, seans sıklığı ve ücretler
          hakkındaki sorularını yanıtlarım. Koçluğun sana uygun olup olmadığına birlikte, hiçbir
          zorunluluk olmadan karar veririz.
        </p>
        <p className="mt-3 text-sm text-muted-foreground">
          Yalnızca keşif görüşmesi ücretsizdir; koçluk seansları ücretlidir.
        </p>{' '}
        <Button asChild size="lg" variant="outline" className="mt-8 self-start">
          <Link to={CONTACT_PATH}>
            İletişim Bilgilerine Git
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </section>
      <section
        aria-labelledby="hemen-yazin"
        className="flex flex-col rounded-2xl border bg-secondary p-8 shadow-sm"
      >
        <span className="flex size-12 items-center justify-center rounded-xl bg-card text-primary">
          <Mail aria-hidden className="size-6" />
        </span>
        <h2 id="hemen-yazin" className="mt-5 text-2xl font-semibold text-secondary-foreground">
          E-posta veya WhatsApp ile Randevu Al
        </h2>
        <p className="mt-4 text-secondary-foreground">
          Sana uygun birkaç gün ve saat aralığını yazman yeterli. Mesajını aldığımda en kısa sürede
          sana döner, görüşmemizi birlikte planlarız.
        </p>
        <p className="mt-3 text-secondary-foreground">
          E-posta adresim: <span className="font-semibold break-all">{identity.email}</span>
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ContactActions
            email={identity.email}
            emailSubject={emailSubjects[mode ?? 'neutral']}
            whatsappNumber={identity.whatsappNumber}
            whatsappText={identity.whatsappAppointmentGreeting}
          />
        </div>
      </section>
    </div>
  );
}
