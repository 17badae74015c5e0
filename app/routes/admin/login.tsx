import { createContext, data, Form, redirect, useNavigation } from 'react-router';

import { Field } from '#app/components/forms/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { loginFields } from '#app/schemas/admin-fields.ts';
import { logIn, waitPage, type LoginFailure } from '#app/server/admin/sign-in/login.server.ts';
import { getAdmin, safeRedirectTo } from '#app/server/admin/sign-in/session.server.ts';
import { clientIpContext, dataRequestContext } from '#app/server/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/login';
import { PasskeyLoginButton } from './login/passkey-login-button.tsx';

export const meta: Route.MetaFunction = () => adminMeta('Giriş');

// A refusal's Retry-After (docs/product.md#login-lockout) reaches the document answer too.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, url }: Route.LoaderArgs) {
  const redirectTo = url.searchParams.get('redirectTo');
  if (await getAdmin(await getRuntime(), request)) throw redirect(safeRedirectTo(redirectTo));
  return { redirectTo: redirectTo ?? '' };
}

/** The login's refusal when the middleware below has already read the form. */
const refusalContext = createContext<LoginFailure | null>(null);

/**
 * A form posted without JavaScript is checked here, before anything renders: a wait (429,
 * docs/product.md#login-lockout) is answered with a small page of its own instead of the whole
 * login page, so a storm of refused attempts costs no render. A script's post (`.data`) goes to
 * the action, whose answer is the message alone anyway.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== 'POST' || context.get(dataRequestContext)) return next();
    const result = await logIn(await getRuntime(), request, context.get(clientIpContext));
    if (result instanceof Response) return result;
    if (result.status === 429) return waitPage(result);
    context.set(refusalContext, result);
    return next();
  },
];

export async function action({ request, context }: Route.ActionArgs) {
  const result =
    context.get(refusalContext) ??
    (await logIn(await getRuntime(), request, context.get(clientIpContext)));
  if (result instanceof Response) return result;
  const { retryAfterSeconds } = result;
  const headers = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;
  return data(result, { status: result.status, headers });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const error = actionData?.message;
  const errorId = error ? 'giris-hata' : undefined;
  return (
    <section aria-labelledby="giris-baslik" className="mx-auto max-w-md">
      <h1 id="giris-baslik" className="text-2xl font-bold">
        Yönetim Girişi
      </h1>
      <p className="mt-2 text-muted-foreground">
        Hikâyeleri, yorumları ve aboneleri yönetmek için giriş yapın.
      </p>
      <Form method="post" className="mt-6 grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
        {error ? (
          <p
            id={errorId}
            role="alert"
            className="rounded-md border border-destructive p-3 font-medium text-destructive"
          >
            {error}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field
          id="giris-email"
          name="email"
          defaultValue={actionData?.email}
          label="E-posta"
          rule={loginFields.email}
          formErrorId={errorId}
        >
          {(control) => <Input {...control} autoComplete="username" />}
        </Field>
        <Field
          id="giris-sifre"
          name="password"
          label="Şifre"
          rule={loginFields.password}
          formErrorId={errorId}
        >
          {(control) => <Input {...control} type="password" autoComplete="current-password" />}
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? 'Giriş yapılıyor...' : 'Giriş Yap'}
        </Button>
      </Form>
      <PasskeyLoginButton redirectTo={loaderData.redirectTo} />
    </section>
  );
}
