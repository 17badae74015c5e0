import type { ShouldRevalidateFunction } from 'react-router';

import { INTENT_FIELD } from '#app/lib/admin/desk-form.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { NewsletterCompose } from '#app/routes/admin/newsletter-desk/newsletter-compose.tsx';
import { NewsletterView } from '#app/routes/admin/newsletter-desk/newsletter-view.tsx';
import { NEWSLETTER_INTENTS } from '#app/schemas/newsletter-desk-fields.ts';
import {
  loadNewsletterDesk,
  newsletterDeskAction,
  newsletterIdParam,
} from '#app/server/admin/desks/newsletter-desk.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/newsletter-desk';

/*
 * One module for a newsletter's page (docs/product.md#newsletter-desk), new (/yonetim/bulten/yeni)
 * or saved (/yonetim/bulten/{id}): the compose form until it is sent, then its read-only view.
 */

/** /yonetim/bulten/yeni has no id. */
const newsletterIdOf = (params: { id?: string }) =>
  params.id === undefined ? null : newsletterIdParam(params.id);

export async function loader(args: Route.LoaderArgs) {
  return loadNewsletterDesk(await getRuntime(), args, newsletterIdOf(args.params));
}

export async function action(args: Route.ActionArgs) {
  return newsletterDeskAction(await getRuntime(), args, newsletterIdOf(args.params));
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return adminMeta('Bülten');
  if (loaderData.page === 'view') return adminMeta(`Bülten: ${loaderData.newsletter.subject}`);
  return adminMeta(
    loaderData.newsletter ? `Düzenle: ${loaderData.newsletter.subject}` : 'Yeni bülten',
  );
};

/** Önizle changes nothing: the page's data stays as it is. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) =>
  formData?.get(INTENT_FIELD) === NEWSLETTER_INTENTS.preview ? false : defaultShouldRevalidate;

export default function NewsletterDeskPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && 'values' in actionData ? actionData : undefined;
  if (loaderData.page === 'view') return <NewsletterView {...loaderData} answer={answer} />;
  return (
    <NewsletterCompose key={loaderData.newsletter?.id ?? 'yeni'} {...loaderData} answer={answer} />
  );
}
