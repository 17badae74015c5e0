import { adminMeta } from '#app/lib/admin/meta.ts';
import { accountAction, loadAccountPage } from '#app/server/admin/sign-in/account.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { getRuntime, withRuntime } from '#app/server/runtime.server.ts';

import { AccountPage } from './account/account-page.tsx';

import type { Route } from './+types/account';

export const meta: Route.MetaFunction = () => adminMeta('Hesabım');

export const loader = withRuntime(loadAccountPage);

export async function action(args: Route.ActionArgs) {
  const runtime = await getRuntime();
  const client = args.context.get(clientIpContext);
  return accountAction(runtime, args, client);
}

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage loaderData={loaderData} passwordAnswer={actionData} />;
}
