import type { Kysely } from 'kysely';

import type { Database } from '#app/db/schema.ts';
import type { Subscriber } from '#app/db/subscribers.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { confirm, subscribe } from '#app/server/submissions/save.server.ts';

import { latestMailText } from './queries.ts';

/** The one-time link of a confirmation mail, in its text part. */
export const CONFIRM_LINK = /https:\/\/koc\.example\/bulten\/onayla\/([A-Za-z0-9_-]{43})/;

/** The token of the latest confirmation mail queued to `email`, as the visitor would click it. */
export async function confirmationToken(db: Kysely<Database>, email: string): Promise<string> {
  const text = await latestMailText(db, 'newsletter-confirm', email);
  const token = CONFIRM_LINK.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link in the mail to ${email}`);
  return token;
}

/** A sign-up confirmed through its mail's link, as a visitor does it. */
export async function subscribeConfirmed(
  runtime: Runtime,
  email: string,
  options: { source?: string } = {},
): Promise<Subscriber> {
  const outcome = await subscribe(runtime, email, options);
  if (outcome.kind === 'duplicate') throw new Error(`${email} is already subscribed`);
  const token = await confirmationToken(runtime.handle.db, outcome.subscriber.email);
  const status = await confirm(runtime, token);
  if (status !== 'confirmed') throw new Error(`confirming ${email}: ${status}`);
  return outcome.subscriber;
}
