import { CalendarX } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { BOOKING_PATH } from '#app/data/page-paths.ts';
import { privacyFacts } from '#app/data/privacy.ts';

/** A booking link with nothing to manage: unknown (or a hold run out), cancelled, or its time has passed. */
export function BookingLinkEnd({
  status,
  bookAgain = BOOKING_PATH,
}: {
  status: 'unknown' | 'cancelled' | 'past';
  bookAgain?: string;
}) {
  const text = {
    unknown: {
      heading: 'Bu randevu bağlantısı geçersiz',
      body: `Bağlantı eksik kopyalanmış olabilir, böyle bir randevu yok ya da randevu ${privacyFacts.bookingHoldMinutes} dakika içinde onaylanmadığı için saati yeniden açıldı. E-postandaki bağlantıyı olduğu gibi açmayı dene ya da yeni bir randevu al.`,
    },
    cancelled: {
      heading: 'Bu randevu iptal edildi',
      body: 'Bu keşif görüşmesi iptal edildi ve saati yeniden randevuya açıldı. Yeni bir zaman planlamak istersen randevu sayfasından sana uygun saati seçebilirsin.',
    },
    past: {
      heading: 'Bu görüşmenin zamanı geçti',
      body: 'Bu keşif görüşmesinin zamanı geçtiği için artık değiştirilemez ya da iptal edilemez. Yeni bir görüşme için randevu sayfasından sana uygun saati seçebilirsin.',
    },
  }[status];
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <CalendarX aria-hidden className="mx-auto size-14 text-muted-foreground" />
      <h1 className="mt-6 text-3xl font-bold">{text.heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{text.body}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to={bookAgain}>Randevu Al</Link>
      </Button>
    </section>
  );
}
