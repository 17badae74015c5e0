import { createContext, data, redirect, type RouterContextProvider } from 'react-router';

import { limitsMessages } from '#app/data/messages/messages.ts';
import { UNSUBSCRIBED_PATH } from '#app/data/page-paths.ts';
import { findSubscriberByToken } from '#app/db/subscribers.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { unsubscribe } from '#app/server/submissions/save.server.ts';
import { readForm } from '#app/server/request-body.server.ts';

export type UnsubscribeState =
  { status: 'ready'; email: string } | { status: 'done' } | { status: 'unknown' };

/** Set by a POST that unsubscribed, so the loader run after it does not answer 404. */
const unsubscribedNow = createContext<boolean>(false);

const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/** "z***@ornek.com": enough for the owner to recognise, little for whoever else opens the link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** GET of the link only asks: mail scanners fetch links too. */
export async function loadUnsubscribe(
  runtime: Runtime,
  token: string,
  context?: Readonly<RouterContextProvider>,
) {
  if (context?.get(unsubscribedNow)) {
    return data<UnsubscribeState>({ status: 'done' }, { headers: privateHeaders });
  }
  const subscriber = await findSubscriberByToken(runtime.handle.db, token);
  const state: UnsubscribeState = subscriber
    ? { status: 'ready', email: maskEmail(subscriber.email) }
    : { status: 'unknown' };
  return data(state, { status: subscriber ? 200 : 404, headers: privateHeaders });
}

/** POST of the link: the page's button, or a mail program's one-click request (RFC 8058). */
export async function handleUnsubscribe(
  request: Request,
  runtime: Runtime,
  token: string,
  context?: Readonly<RouterContextProvider>,
) {
  const form = await readForm(request, limitsMessages.form);
  const oneClick = form?.get('List-Unsubscribe') === 'One-Click';
  if (!(await unsubscribe(runtime, token))) {
    return data<UnsubscribeState>({ status: 'unknown' }, { status: 404, headers: privateHeaders });
  }
  if (oneClick) {
    context?.set(unsubscribedNow, true);
    return data<UnsubscribeState>({ status: 'done' }, { headers: privateHeaders });
  }
  return redirect(UNSUBSCRIBED_PATH, { status: 303 });
}
