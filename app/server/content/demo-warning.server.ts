import { demoIdentity, type SiteIdentity } from '#app/data/identity.ts';
import type { SiteContent } from '#app/server/content/site-content.server.ts';

/** The demo identity's values a real site must not keep, by what the warning calls them. */
const demoFields = {
  coachName: 'koç adı',
  phone: 'telefon',
  whatsappNumber: 'WhatsApp numarası',
  whatsappGreeting: 'WhatsApp mesajı',
  whatsappAppointmentGreeting: 'WhatsApp randevu mesajı',
  email: 'e-posta',
  postalAddress: 'adres',
  bookSiteUrl: 'kitap sitesi',
  videoChannelUrl: 'video kanalı',
  promoVideoId: 'tanıtım videosu',
} as const satisfies Partial<Record<keyof SiteIdentity, string>>;

/**
 * Said at start when a site with its own name still shows the demo's made-up testimonials or
 * contact details (docs/product.md#content-desk); null on the demo site itself, or once they are all replaced.
 */
export function demoContentWarning({
  identity,
  testimonials,
}: Pick<SiteContent, 'identity' | 'testimonials'>): string | null {
  if (identity.siteName === demoIdentity.siteName) return null;
  const found: string[] = [];
  const demoTestimonials = testimonials.filter((testimonial) => testimonial.demo).length;
  if (demoTestimonials > 0) found.push(`${demoTestimonials} örnek danışan yorumu`);
  const fields: string[] = (Object.keys(demoFields) as Array<keyof typeof demoFields>)
    .filter((field) => identity[field] === demoIdentity[field])
    .map((field) => demoFields[field]);
  const social = Object.entries(identity.social).some(
    ([name, url]) => url === demoIdentity.social[name as keyof SiteIdentity['social']],
  );
  if (social) fields.push('sosyal medya adresleri');
  if (fields.length > 0) found.push(`örnek kimlik bilgileri (${fields.join(', ')})`);
  if (found.length === 0) return null;
  return `Site adı "${identity.siteName}", ama sitede örnek içerik yayında: ${found.join('; ')}. Yönetim panelinin İçerik bölümünden değiştirin ya da kaldırın.`;
}
