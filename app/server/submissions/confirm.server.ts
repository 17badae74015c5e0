import { data, redirect } from 'react-router';

import { NEWSLETTER_CONFIRMED_PATH } from '#app/data/page-paths.ts';
import { findConfirmation } from '#app/db/subscribers.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { confirm } from '#app/server/submissions/save.server.ts';
import { maskEmail } from '#app/server/submissions/unsubscribe.server.ts';

export type ConfirmPageState =
  { status: 'ready'; email: string } | { status: 'expired' | 'used' | 'unknown' };

// A personal link's page: kept out of every cache (the page cache never stores `no-store`).
const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

const statusCodes = { ready: 200, expired: 410, used: 410, unknown: 404 } as const;

function answer(state: ConfirmPageState) {
  return data<ConfirmPageState>(state, {
    status: statusCodes[state.status],
    headers: privateHeaders,
  });
}

/** GET of the confirmation link only shows the button: mail scanners fetch links too. */
export async function loadConfirmation(runtime: Runtime, token: string) {
  const state = await findConfirmation(runtime.handle.db, token);
  return answer(
    state.status === 'ready' ? { status: 'ready', email: maskEmail(state.email) } : state,
  );
}

export async function handleConfirmation(runtime: Runtime, token: string) {
  const status = await confirm(runtime, token);
  if (status === 'confirmed') return redirect(NEWSLETTER_CONFIRMED_PATH, { status: 303 });
  return answer({ status });
}
