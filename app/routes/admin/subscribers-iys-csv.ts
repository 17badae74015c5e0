import { exportIysCsv } from '#app/server/admin/export.server.ts';
import { requireOwner } from '#app/server/admin/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/subscribers-iys-csv';

/** The consent record (ONAY / RET per address) for recording in İYS. */
export async function loader(args: Route.LoaderArgs) {
  const admin = await requireOwner(args);
  const { csv } = await exportIysCsv(await getRuntime(), admin);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="aboneler-iys-${day}.csv"`,
    },
  });
}
