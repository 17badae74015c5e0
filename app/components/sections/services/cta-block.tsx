import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';

import { CtaBanner } from '#app/components/sections/cta-banner.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { CONTACT_PATH } from '#app/data/page-paths.ts';

/** The shared closing banner, plus a second way in for visitors who want to ask first. */
export function CtaBlock({ title, text }: { title: string; text: string }) {
  return (
    <CtaBanner heading={title} text={text} buttonLabel="Ücretsiz Keşif Görüşmesi">
      <Button
        asChild
        size="lg"
        variant={null}
        className="border border-primary-foreground text-primary-foreground hover:bg-primary-foreground/10"
      >
        <Link to={CONTACT_PATH}>
          <MessageCircle aria-hidden />
          Bana Ulaş
        </Link>
      </Button>
    </CtaBanner>
  );
}
