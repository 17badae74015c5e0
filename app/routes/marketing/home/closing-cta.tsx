import { CtaBanner } from '#app/components/sections/cta-banner.tsx';

/** The last word of the home page: the free discovery call. */
export function ClosingCta() {
  return (
    <CtaBanner
      heading="Değişim tek bir konuşmayla başlar"
      text="20–30 dakikalık ücretsiz keşif görüşmesinde hedeflerini konuşalım ve koçluğun sana nasıl destek olabileceğini birlikte görelim. Hiçbir zorunluluk yok."
      buttonLabel="Ücretsiz Keşif Görüşmesini Başlat"
    />
  );
}
