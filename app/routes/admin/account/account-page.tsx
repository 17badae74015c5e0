import { Form, useNavigation } from 'react-router';

import { DeskErrorBox, deskFields, IntentInput } from '#app/components/admin/desk-form.tsx';
import { Field } from '#app/components/forms/field.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { formatDateTimeTr } from '#app/lib/format.ts';
import { ACCOUNT_INTENTS, PASSWORD_MIN } from '#app/schemas/admin-fields.ts';
import type { AccountPageData, PasswordAnswer } from '#app/server/admin/sign-in/account.server.ts';
import type { SecondFactorAnswer } from '#app/server/admin/sign-in/second-factor.server.ts';

import { PasskeysSection } from './passkeys-section.tsx';
import { SecondFactorSection } from './second-factor-section.tsx';

const cardClass = 'mt-6 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6';

const passwordLabels: Record<string, string> = {
  currentPassword: 'Mevcut şifre',
  newPassword: 'Yeni şifre',
  newPasswordAgain: 'Yeni şifre (tekrar)',
};

/**
 * The coach's account (docs/product.md#sessions): the browsers signed in to it, each of which
 * she can end, and her password, whose change ends every other session.
 */
export function AccountPage({
  loaderData,
  passwordAnswer,
  secondFactorAnswer,
}: {
  loaderData: AccountPageData;
  passwordAnswer?: PasswordAnswer;
  secondFactorAnswer?: SecondFactorAnswer;
}) {
  const busy = useNavigation().state !== 'idle';
  const errors = passwordAnswer?.fieldErrors ?? {};
  const field = deskFields('hesap-', errors);
  const others = loaderData.sessions.filter((session) => !session.current).length;
  return (
    <>
      <h1 className="text-2xl font-bold">Hesabım</h1>
      <p className="mt-2 text-muted-foreground">{loaderData.email}</p>

      <section aria-labelledby="oturumlar-baslik" className={cardClass}>
        <h2 id="oturumlar-baslik" className="text-lg font-semibold">
          Açık oturumlar
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Bir oturum 8 saat kullanılmazsa, her durumda da açılışından 30 gün sonra kendiliğinden
          sonlanır. Saatler Türkiye saatidir.
        </p>
        <ul className="mt-4 grid gap-3">
          {loaderData.sessions.map((session) => (
            <li key={session.id} className="rounded-lg border p-3">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {session.device}
                {session.current ? <Badge>Bu oturum</Badge> : null}
              </p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="text-muted-foreground">Adres</dt>
                <dd>{session.address ?? '—'}</dd>
                <dt className="text-muted-foreground">Açıldı</dt>
                <dd>{formatDateTimeTr(session.createdAt)}</dd>
                <dt className="text-muted-foreground">Son kullanım</dt>
                <dd>{formatDateTimeTr(session.lastSeenAt)}</dd>
              </dl>
              {session.current ? null : (
                <Form method="post" className="mt-2">
                  <IntentInput intent={ACCOUNT_INTENTS.endSession} />
                  <input type="hidden" name="session" value={session.id} />
                  <Button type="submit" variant="outline" size="sm" disabled={busy}>
                    Bu oturumu sonlandır
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <Form method="post" className="mt-4">
            <IntentInput intent={ACCOUNT_INTENTS.endOthers} />
            <Button type="submit" variant="destructive" disabled={busy}>
              Diğer bütün oturumları sonlandır
            </Button>
          </Form>
        ) : null}
      </section>

      <PasskeysSection passkeys={loaderData.passkeys} className={cardClass} />

      <section aria-labelledby="sifre-baslik" className={cardClass}>
        <h2 id="sifre-baslik" className="text-lg font-semibold">
          Şifre değiştir
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Şifreniz değişince bu oturum dışındaki bütün oturumlarınız sonlanır.
        </p>
        <DeskErrorBox
          id="sifre-form-hata"
          answer={passwordAnswer}
          labels={passwordLabels}
          fieldPrefix="hesap-"
        />
        <Form method="post" noValidate className="mt-4 grid max-w-md gap-4">
          <IntentInput intent={ACCOUNT_INTENTS.password} />
          <Field {...field('currentPassword')} label={passwordLabels.currentPassword}>
            {(control) => <Input {...control} type="password" autoComplete="current-password" />}
          </Field>
          <Field
            {...field('newPassword')}
            label={passwordLabels.newPassword}
            hint={`En az ${PASSWORD_MIN} karakter.`}
          >
            {(control) => <Input {...control} type="password" autoComplete="new-password" />}
          </Field>
          <Field {...field('newPasswordAgain')} label={passwordLabels.newPasswordAgain}>
            {(control) => <Input {...control} type="password" autoComplete="new-password" />}
          </Field>
          <div>
            <Button type="submit" disabled={busy}>
              Şifreyi değiştir
            </Button>
          </div>
        </Form>
      </section>

      <SecondFactorSection
        view={loaderData.secondFactor}
        answer={secondFactorAnswer}
        busy={busy}
        className={cardClass}
      />
    </>
  );
}
