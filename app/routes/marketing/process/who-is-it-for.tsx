import { CircleCheck } from 'lucide-react';

import { IconList } from '#app/components/sections/icon-list.tsx';

export function WhoIsItFor({ items }: { items: string[] }) {
  return (
    <section aria-labelledby="kimler-icin" className="mx-auto max-w-4xl px-4 py-16 sm:py-20">
      <div className="text-center">
        <h2 id="kimler-icin" className="text-3xl font-bold tracking-tight">
          Koçluk Kimler İçin?
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">
          Aşağıdakilerden biri sana tanıdık geliyorsa, keşif görüşmesi iyi bir başlangıç olabilir.
        </p>
      </div>
      <IconList
        items={items}
        icon={CircleCheck}
        className="mt-10 grid gap-4 sm:grid-cols-2"
        itemClassName="flex gap-3 rounded-xl border bg-card p-5 shadow-sm"
        iconClassName="mt-0.5 size-5"
      />
    </section>
  );
}
