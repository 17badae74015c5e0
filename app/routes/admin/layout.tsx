import { isRouteErrorResponse, Link, Outlet } from 'react-router';

import { AdminHeader } from '#app/components/admin/admin-header.tsx';
import { MainContent, SkipLink } from '#app/components/layout/page-frame.tsx';
import { ADMIN_PATH } from '#app/data/page-paths.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { getAdmin } from '#app/server/admin/sign-in/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/layout';

/**
 * Only who is signed in and her role, for the header; each page checks the session and the role
 * itself (requireAdmin, requireOwner).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await getAdmin(await getRuntime(), request);
  return { email: admin?.email ?? null, owner: admin?.role === 'owner' };
}

export const meta: Route.MetaFunction = () => adminMeta('Yönetim');

/** The admin's own frame, apart from the public layout (not in its menus). */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { identity } = useRootData();
  return (
    <>
      <SkipLink />{' '}
      <AdminHeader siteName={identity.siteName} email={loaderData.email} owner={loaderData.owner} />
      <MainContent className="mx-auto max-w-5xl px-4 py-8 outline-none">
        <Outlet />
      </MainContent>
    </>
  );
}

/** A refused request (403 from another origin, 400) inside the area, in Turkish. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string'
      ? error.data
      : 'Beklenmeyen bir hata oluştu.';
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <title>{`${status} | Yönetim`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">İşlem yapılamadı</h1>
      <p className="mt-4">
        <span className="font-semibold">{status}</span> {message}
      </p>
      <p className="mt-6">
        <Link to={ADMIN_PATH} className="font-semibold text-primary underline">
          Yönetim paneline dön
        </Link>
      </p>
    </main>
  );
}
