import { Check, Info } from 'lucide-react';
import { Link } from 'react-router';

import { IconList } from '#app/components/sections/icon-list.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#app/components/ui/card.tsx';
import type { PriceNotes, PricePackage } from '#app/data/content-schema.ts';
import { CONTACT_PATH } from '#app/data/page-paths.ts';
import { cn } from '#app/lib/cn.ts';
import { formatTl } from '#app/lib/format.ts';

/** The packages (docs/product.md#built-in-content), each a bundle; a crossed-out former price only
 * as a price list set it, by the 30-day rule (docs/product.md#content-desk); payment is arranged on
 * the contact page. */
export function PriceSection({ packages, notes }: { packages: PricePackage[]; notes: PriceNotes }) {
  return (
    <section id="fiyatlar" aria-labelledby="fiyatlar-baslik" className="border-t bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="fiyatlar-baslik" className="text-3xl font-bold tracking-tight">
            Fiyatlar ve Paketler
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{notes.scope}</p>
        </div>
        <ul className="mt-10 grid items-stretch gap-8 lg:grid-cols-3">
          {packages.map((item) => (
            <li key={item.id} className="flex">
              <PriceCard item={item} />
            </li>
          ))}
        </ul>
        <IconList
          items={[
            notes.firstMeetingFree,
            notes.paidSessions,
            notes.customPrograms,
            notes.sessionLength,
            notes.location,
            notes.frequency,
            notes.vat,
            notes.withdrawal,
            notes.rescheduling,
          ]}
          icon={Info}
          className="mx-auto mt-10 grid max-w-3xl gap-3 rounded-xl border bg-card p-6 text-card-foreground"
          itemClassName="flex gap-3"
          iconClassName="mt-0.5 size-5"
        />
      </div>
    </section>
  );
}

function PriceCard({ item }: { item: PricePackage }) {
  return (
    <Card className={cn('w-full', item.isPopular && 'border-primary ring-1 ring-primary')}>
      <CardHeader>
        {item.isPopular ? <Badge className="self-start">Önerilen</Badge> : null}
        <CardTitle className="text-xl">{item.title}</CardTitle>
        <p className="text-sm text-muted-foreground">{item.description}</p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div>
          {item.insteadOf ? (
            <p className="text-sm text-muted-foreground">
              <span className="sr-only">İndirimden önceki fiyat: </span>
              <del>{formatTl(item.insteadOf)}</del> yerine
            </p>
          ) : null}
          <p className="text-4xl font-bold tracking-tight">{formatTl(item.price)}</p>
          {item.originalPrice ? (
            <p className="mt-1 text-sm text-muted-foreground">
              Seanslar tek tek alındığında {formatTl(item.originalPrice)}
            </p>
          ) : null}
          {item.saveAmount ? (
            <p className="mt-1 text-sm font-semibold text-success">
              Paket olarak {formatTl(item.saveAmount)} daha uygun
            </p>
          ) : null}
        </div>
        <IconList
          items={item.features}
          icon={Check}
          className="grid gap-2 text-sm"
          iconClassName="mt-0.5 size-4"
        />
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full" variant={item.isPopular ? 'default' : 'outline'}>
          <Link to={CONTACT_PATH}>
            Satın Al<span className="sr-only">: {item.title}</span>
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
