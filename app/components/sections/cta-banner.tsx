import { CalendarCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { wrappingLabel } from '#app/components/ui/wrapping-label.ts';
import { BOOKING_PATH } from '#app/data/page-paths.ts';

/** The closing call to action of a page: a coloured band with one button to /randevu-al. */
export function CtaBanner({
  heading,
  text,
  buttonLabel,
  children,
}: {
  heading: string;
  text: string;
  buttonLabel: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-16">
      <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="secondary" className={wrappingLabel}>
            <Link to={BOOKING_PATH}>
              <CalendarCheck aria-hidden />
              {buttonLabel}
            </Link>
          </Button>{' '}
          {children}
        </div>
      </div>
    </section>
  );
}
