import { NewsletterForm } from '#app/components/forms/newsletter-form.tsx';
import { ServerSection, type ServerSectionsHtml } from '#app/components/server-section.tsx';
import type { LayoutSectionId } from '#app/routes/marketing/layout.sections.server.tsx';

/** The footer: only the newsletter form needs scripts, the rest are server sections. */
export function SiteFooter({
  sections,
}: {
  sections: ServerSectionsHtml<LayoutSectionId> | undefined;
}) {
  return (
    <footer className="mt-24 border-t bg-muted/50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <ServerSection id="alt-bilgi-marka" sections={sections} />
          <section aria-labelledby="footer-newsletter" id="bulten" className="mt-6">
            {/* The heading, the invitation and the consent text: no scripts needed. */}
            <ServerSection id="alt-bilgi-bulten" sections={sections} />
            <NewsletterForm />
          </section>
        </section>
        <ServerSection id="alt-bilgi-baglantilar" sections={sections} />
      </div>
      <ServerSection id="alt-bilgi-telif" sections={sections} />
    </footer>
  );
}
