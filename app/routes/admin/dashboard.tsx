import { AuditList } from '#app/components/admin/audit-list.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { DashboardCounts } from '#app/routes/admin/dashboard/counts.tsx';
import { loadDashboard } from '#app/server/admin/desks/lists.server.ts';
import { requireAdmin } from '#app/server/admin/sign-in/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/dashboard';

export const meta: Route.MetaFunction = () => adminMeta('Panel');

export async function loader(args: Route.LoaderArgs) {
  const runtime = await getRuntime();
  return loadDashboard(runtime, await requireAdmin(runtime, args));
}

export default function DashboardPage({ loaderData: { counts, log } }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-bold">Yönetim Paneli</h1>
      <DashboardCounts counts={counts} />
      <section aria-labelledby="kayit-baslik" className="mt-10">
        <h2 id="kayit-baslik" className="text-xl font-semibold">
          Son işlemler
        </h2>
        <AuditList entries={log} empty="Henüz bir moderasyon işlemi yapılmadı." />
      </section>
    </>
  );
}
