import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';

/** A page that only says how things stand (not found, message sent) and leads back home. */
export function StatusPage({
  icon: Icon,
  iconTone,
  children,
}: {
  icon: LucideIcon;
  iconTone: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <Icon aria-hidden className={`mx-auto size-14 ${iconTone}`} />
      {children}{' '}
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Ana Sayfaya Dön</Link>
      </Button>
    </section>
  );
}
