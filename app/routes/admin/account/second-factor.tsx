import { adminMeta } from '#app/lib/admin/meta.ts';
import { loadAccountPage } from '#app/server/admin/sign-in/account.server.ts';
import { secondFactorAction } from '#app/server/admin/sign-in/second-factor.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { getRuntime, withRuntime } from '#app/server/runtime.server.ts';

import { AccountPage } from './account-page.tsx';

import type { Route } from './+types/second-factor';

export const meta: Route.MetaFunction = () => adminMeta('Hesabım');

export const loader = withRuntime(loadAccountPage);

export async function action(args: Route.ActionArgs) {
  return secondFactorAction(await getRuntime(), args, args.context.get(clientIpContext));
}

/** The account page, with the answer of its second-factor card. */
export default function SecondFactorRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage loaderData={loaderData} secondFactorAnswer={actionData} />;
}
