import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { PageHero } from '#app/components/sections/page-hero.tsx';
import { PreparingNotice } from '#app/components/sections/preparing-notice.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { sitePages } from '#app/data/site-pages.ts';
import { pageMeta } from '#app/lib/seo.ts';

import type { Route } from './+types/home';

const page = sitePages.home;

export const meta: Route.MetaFunction = (args) => pageMeta(args, page);

export default function HomePage() {
  return (
    <>
      <PageHero
        eyebrow="Yaşam ve NLP Koçluğu"
        title={page.heading}
        intro="Hedeflerini netleştir, seni durduran inançları fark et ve kalıcı değişimi adım adım başlat. İlk görüşme ücretsiz."
      >
        <Button asChild size="lg">
          <Link to="/randevu-al">
            <Sparkles aria-hidden />
            Ücretsiz Keşif Görüşmesini Başlat
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/hizmetler">
            Dönüşüm Alanlarını Keşfet
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </PageHero>
      <PreparingNotice />
    </>
  );
}
