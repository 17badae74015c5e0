import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { CONTACT_PATH } from '#app/data/page-paths.ts';

/** The way out of the FAQ when a question is not answered there. */
export function FaqContact() {
  return (
    <section
      aria-labelledby="soru-sorun-baslik"
      className="rounded-2xl bg-secondary px-6 py-10 text-center text-secondary-foreground"
    >
      <h2 id="soru-sorun-baslik" className="text-2xl font-bold tracking-tight">
        Sorunun yanıtını bulamadın mı?
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-pretty">
        Aklındaki soruyu bana doğrudan ilet; sana en kısa sürede, kişisel olarak yanıt vereyim.
      </p>{' '}
      <Button asChild size="lg" className="mt-6">
        <Link to={CONTACT_PATH}>
          <MessageCircle aria-hidden />
          İletişime Geçin
        </Link>
      </Button>
    </section>
  );
}
