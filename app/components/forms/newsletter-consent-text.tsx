import { currentConsentText } from '#app/data/newsletter-consent.ts';

/** The consent text before the newsletter form (versioned: app/data/newsletter-consent.ts). */
export function NewsletterConsentText() {
  return <p className="mt-2 text-xs leading-relaxed text-muted-foreground">{currentConsentText}</p>;
}

/** The footer's newsletter heading, invitation and consent text: a server section, no script. */
export function FooterNewsletterIntro() {
  return (
    <>
      <h2 id="footer-newsletter" className="font-semibold">
        Bülten
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Yeni İlham Notları ve etkinliklerden ilk sen haberdar ol.
      </p>
      <NewsletterConsentText />
    </>
  );
}
