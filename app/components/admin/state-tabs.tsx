import { FilterTabs } from '#app/components/admin/filter-tabs.tsx';

/** Pending and published lists of one kind, with their counts. */
export function StateTabs({
  pathname,
  state,
  counts,
}: {
  pathname: string;
  state: 'bekleyen' | 'yayinda';
  counts: { pending: number; published: number };
}) {
  return (
    <FilterTabs
      tabs={[
        {
          label: 'Onay bekleyenler',
          count: counts.pending,
          href: pathname,
          current: state === 'bekleyen',
        },
        {
          label: 'Yayındakiler',
          count: counts.published,
          href: `${pathname}?durum=yayinda`,
          current: state === 'yayinda',
        },
      ]}
    />
  );
}
