import { data, Form, Link, useNavigation } from 'react-router';

import { FormErrorBox } from '#app/components/admin/desk-form.tsx';
import { Field } from '#app/components/forms/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { ADMIN_LOGIN_PATH } from '#app/data/page-paths.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';
import { invitationPasswordFields, roleLabel } from '#app/schemas/account-fields.ts';
import { PASSWORD_MIN } from '#app/schemas/admin-fields.ts';
import {
  acceptInvitationAction,
  invitationMessages,
  loadInvitation,
} from '#app/server/admin/sign-in/invitation.server.ts';
import { clientIpContext } from '#app/server/request-context.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/invitation';

export const meta: Route.MetaFunction = () => adminMeta('Davet');

export async function loader({ params }: Route.LoaderArgs) {
  const { state, status } = await loadInvitation(await getRuntime(), params.token);
  // The texts travel with the answer, so the server's message table stays out of the bundle.
  return data({ ...state, messages: invitationMessages }, { status });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return acceptInvitationAction(
    await getRuntime(),
    params.token,
    request,
    context.get(clientIpContext),
  );
}

const passwordLabels: Record<string, string> = {
  password: 'Yeni şifre',
  passwordAgain: 'Yeni şifre (tekrar)',
};

/**
 * An invitation's one-time link (docs/product.md#accounts): the new account sets its password
 * and is signed in, or the page says why the link no longer works and what to do.
 */
export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { messages } = loaderData;
  const state = actionData && actionData.status !== 'invalid' ? actionData : loaderData;

  if (state.status !== 'ready') {
    return (
      <section aria-labelledby="davet-baslik" className="mx-auto max-w-xl">
        <h1 id="davet-baslik" className="text-2xl font-bold">
          {messages[`${state.status}Title`]}
        </h1>
        <p className="mt-4">{messages[`${state.status}Text`]}</p>
        {state.status === 'used' ? (
          <p className="mt-6">
            <Link to={ADMIN_LOGIN_PATH} className="font-semibold text-primary underline">
              Giriş sayfasına git
            </Link>
          </p>
        ) : null}
      </section>
    );
  }

  const failed = actionData?.status === 'invalid' ? actionData : undefined;
  const errors = failed?.fieldErrors ?? {};
  const field = (name: keyof typeof invitationPasswordFields) => ({
    id: `davet-${name}`,
    name,
    rule: invitationPasswordFields[name],
    errors: errors[name],
  });
  return (
    <section aria-labelledby="davet-baslik" className="mx-auto max-w-md">
      <h1 id="davet-baslik" className="text-2xl font-bold">
        Şifre belirleyin
      </h1>
      <p className="mt-2 text-muted-foreground">
        <span className="font-semibold break-all text-foreground">{state.email}</span> adresine “
        {roleLabel(state.role)}” olarak bir yönetim hesabı açılacak. Bağlantı{' '}
        <time dateTime={state.expiresAt}>{formatDateTimeTr(state.expiresAt)}</time> (Türkiye saati)
        tarihine kadar ve bir kez kullanılabilir.
      </p>
      {failed ? (
        <FormErrorBox
          id="davet-form-hata"
          message={failed.message}
          fieldErrors={errors}
          labels={passwordLabels}
          fieldPrefix="davet-"
        />
      ) : null}
      <Form
        method="post"
        noValidate
        className="mt-6 grid gap-4 rounded-xl border bg-card p-6 shadow-sm"
      >
        {/* The address, for the browser's password manager to save with the new password. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={state.email}
          readOnly
          hidden
        />
        <Field
          {...field('password')}
          label={passwordLabels.password}
          hint={`En az ${PASSWORD_MIN} karakter.`}
        >
          {(control) => <Input {...control} type="password" autoComplete="new-password" />}
        </Field>
        <Field {...field('passwordAgain')} label={passwordLabels.passwordAgain}>
          {(control) => <Input {...control} type="password" autoComplete="new-password" />}
        </Field>
        <Button type="submit" disabled={busy}>
          {busy ? 'Hesap açılıyor...' : 'Şifreyi belirle ve hesabı aç'}
        </Button>
      </Form>
    </section>
  );
}
