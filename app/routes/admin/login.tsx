import { data, Form, redirect, useNavigation } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { adminMeta } from '#app/lib/admin-meta.ts';
import { ADMIN_EMAIL_MAX, PASSWORD_MAX } from '#app/schemas/admin.ts';
import { logIn } from '#app/server/admin-login.server.ts';
import { getAdmin, safeRedirectTo } from '#app/server/admin-session.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';

import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => adminMeta('Giriş');

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = url.searchParams.get('redirectTo');
  if (await getAdmin(request)) throw redirect(safeRedirectTo(redirectTo));
  return { redirectTo: redirectTo ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await logIn(request, context.get(clientIpContext));
  if (result instanceof Response) return result;
  return data(result, { status: result.status });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const error = actionData?.message;
  return (
    <section aria-labelledby="giris-baslik" className="mx-auto max-w-md">
      <h1 id="giris-baslik" className="text-2xl font-bold">
        Yönetim Girişi
      </h1>
      <p className="mt-2 text-muted-foreground">
        Hikayeleri, yorumları ve aboneleri yönetmek için giriş yapın.
      </p>
      <Form method="post" className="mt-6 grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
        {error ? (
          <p
            id="giris-hata"
            role="alert"
            className="rounded-md border border-destructive p-3 font-medium text-destructive"
          >
            {error}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <div className="grid gap-1.5">
          <Label htmlFor="giris-email">E-posta</Label>
          <Input
            id="giris-email"
            name="email"
            type="email"
            required
            maxLength={ADMIN_EMAIL_MAX}
            autoComplete="username"
            defaultValue={actionData?.email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'giris-hata' : undefined}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="giris-sifre">Şifre</Label>
          <Input
            id="giris-sifre"
            name="password"
            type="password"
            required
            maxLength={PASSWORD_MAX}
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'giris-hata' : undefined}
          />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Giriş yapılıyor...' : 'Giriş Yap'}
        </Button>
      </Form>
    </section>
  );
}
