import { exportIysCsv } from '#app/server/admin/desks/export.server.ts';
import { requireOwner } from '#app/server/admin/sign-in/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/subscribers-iys-csv';

/**
 * The consent record (ONAY / RET per address) for recording in İYS; `?degisenler=1` gives only
 * the addresses confirmed or withdrawn since the last file (docs/product.md#newsletter).
 */
export async function loader(args: Route.LoaderArgs) {
  const runtime = await getRuntime();
  const admin = await requireOwner(runtime, args);
  const changesOnly = new URL(args.request.url).searchParams.get('degisenler') === '1';
  const { csv, changesSince } = await exportIysCsv(runtime, admin, { changesOnly });
  const day = new Date().toISOString().slice(0, 10);
  const name = changesSince ? `aboneler-iys-degisenler-${day}.csv` : `aboneler-iys-${day}.csv`;
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
}
