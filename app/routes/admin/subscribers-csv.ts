import { exportSubscribersCsv } from '#app/server/admin/desks/export.server.ts';
import { requireOwner } from '#app/server/admin/sign-in/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/subscribers-csv';

/** The subscriber list (or the search's part of it) as a spreadsheet file. */
export async function loader(args: Route.LoaderArgs) {
  const runtime = await getRuntime();
  const admin = await requireOwner(runtime, args);
  const search = (args.url.searchParams.get('ara') ?? '').trim().slice(0, 254);
  const { csv } = await exportSubscribersCsv(runtime, admin, search);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="aboneler-${day}.csv"`,
    },
  });
}
