import { data, Form, Link, useNavigation } from 'react-router';

import { Field } from '#app/components/forms/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { ADMIN_LOGIN_PATH } from '#app/data/page-paths.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { loadSecondStep, secondStepAction } from '#app/server/admin/sign-in/second-step.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/second-step';

export const meta: Route.MetaFunction = () => adminMeta('Doğrulama');

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function loader({ request, url }: Route.LoaderArgs) {
  return loadSecondStep(await getRuntime(), request, url);
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await secondStepAction(await getRuntime(), request, context.get(clientIpContext));
  if (result instanceof Response) return result;
  const { retryAfterSeconds } = result;
  const headers = retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;
  return data(result, { status: result.status, headers });
}

/** The sign-in's second step (docs/product.md#second-factor): the app's code or a recovery code. */
export default function SecondStepPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const error = actionData?.message;
  return (
    <section aria-labelledby="dogrulama-baslik" className="mx-auto max-w-md">
      <h1 id="dogrulama-baslik" className="text-2xl font-bold">
        İki Adımlı Doğrulama
      </h1>
      <p className="mt-2 text-muted-foreground">
        Şifreniz doğru. Girişi tamamlamak için kimlik doğrulama uygulamanızdaki 6 haneli kodu girin.
        Telefonunuz yanınızda değilse kurtarma kodlarınızdan birini kullanabilirsiniz.
      </p>
      <Form method="post" className="mt-6 grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Field
          id="dogrulama-kod"
          name="code"
          label="Doğrulama kodu"
          hint="6 haneli kod ya da bir kurtarma kodu (ör. abcd-efgh-jkmn-pqrs)."
          errors={error ? [error] : undefined}
        >
          {(control) => (
            <Input
              {...control}
              required
              maxLength={40}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? 'Doğrulanıyor...' : 'Doğrula ve Giriş Yap'}
        </Button>
      </Form>
      <p className="mt-4 text-sm">
        <Link to={ADMIN_LOGIN_PATH} className="font-semibold text-primary underline">
          Başka bir hesapla giriş yapın
        </Link>
      </p>
    </section>
  );
}
