import { Form, Link, useNavigation } from 'react-router';

import { ConfirmPanel } from '#app/components/admin/confirm-panel.tsx';
import { DeskErrorBox, IntentInput } from '#app/components/admin/desk-form.tsx';
import { ActionButton } from '#app/components/admin/moderation-actions.tsx';
import { FieldError } from '#app/components/forms/field-error.tsx';
import { Field } from '#app/components/forms/field.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { ADMIN_ACCOUNTS_PATH } from '#app/data/page-paths.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';
import {
  ACCOUNTS_INTENTS,
  inviteFields,
  roleLabel,
  roleOptions,
} from '#app/schemas/account-fields.ts';
import { accountsAction, loadAccounts } from '#app/server/admin/sign-in/accounts.server.ts';
import { withRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/accounts';

export const meta: Route.MetaFunction = () => adminMeta('Hesaplar');

export const loader = withRuntime(loadAccounts);

export const action = withRuntime(accountsAction);

type LoaderData = Route.ComponentProps['loaderData'];

const cardClass = 'rounded-xl border bg-card p-4 text-card-foreground shadow-sm';
const inviteLabels: Record<string, string> = { email: 'E-posta adresi', role: 'Rol' };

function When({ value }: { value: string }) {
  return <time dateTime={value}>{formatDateTimeTr(value)}</time>;
}

/** One account: its role, second factor and age; another's role and removal. */
function AccountCard({
  account,
  confirming,
  busy,
}: {
  account: LoaderData['accounts'][number];
  confirming: boolean;
  busy: boolean;
}) {
  const headingId = `hesap-${account.id}-baslik`;
  const other = account.role === 'owner' ? 'assistant' : 'owner';
  return (
    <li id={`hesap-${account.id}`} className={cardClass}>
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold break-all">
        {account.email}
        {account.self ? <Badge variant="secondary">Bu hesap</Badge> : null}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Rol</dt>
        <dd>{roleLabel(account.role)}</dd>
        <dt className="text-muted-foreground">İki adımlı doğrulama</dt>
        <dd>{account.secondFactor ? 'Açık' : 'Kapalı'}</dd>
        <dt className="text-muted-foreground">Oluşturuldu</dt>
        <dd>
          <When value={account.createdAt} />
        </dd>
      </dl>
      {account.self ? (
        <p className="mt-3 text-sm text-muted-foreground">
          Kendi rolünüzü değiştiremez, hesabınızı buradan silemezsiniz; bunu başka bir site sahibi
          yapabilir.
        </p>
      ) : confirming ? (
        <ConfirmPanel
          id="silme-sorusu"
          tone="destructive"
          question={`${account.email} hesabı silinsin mi? Açık oturumları hemen sonlanır ve bu adres yönetim paneline giremez. Bu işlem geri alınamaz.`}
          intent={ACCOUNTS_INTENTS.remove}
          fields={{ id: account.id }}
          confirm="Evet, hesabı sil"
          cancelTo={`${ADMIN_ACCOUNTS_PATH}#hesap-${account.id}`}
        />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <ActionButton
            intent={ACCOUNTS_INTENTS.role}
            fields={{ id: account.id, role: other }}
            describedBy={headingId}
            variant="outline"
            disabled={busy}
            preventScrollReset={false}
          >
            {other === 'owner' ? 'Site sahibi yap' : 'Asistan yap'}
          </ActionButton>
          <Button asChild size="sm" variant="outline">
            <Link
              to={`${ADMIN_ACCOUNTS_PATH}?sil=${account.id}#hesap-${account.id}`}
              aria-describedby={headingId}
            >
              Hesabı sil
            </Link>
          </Button>
        </div>
      )}
    </li>
  );
}

const invitationActions = [
  [ACCOUNTS_INTENTS.resend, 'Yeniden gönder'],
  [ACCOUNTS_INTENTS.cancelInvitation, 'Daveti geri al'],
] as const;

function InvitationCard({
  invitation,
  busy,
}: {
  invitation: LoaderData['invitations'][number];
  busy: boolean;
}) {
  const headingId = `davet-${invitation.id}-baslik`;
  return (
    <li className={cardClass}>
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold break-all">
        {invitation.email}
        {invitation.expired ? <Badge variant="outline">Süresi doldu</Badge> : null}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Rol</dt>
        <dd>{roleLabel(invitation.role)}</dd>
        <dt className="text-muted-foreground">Gönderildi</dt>
        <dd>
          <When value={invitation.createdAt} />
        </dd>
        <dt className="text-muted-foreground">Son geçerlilik</dt>
        <dd>
          <When value={invitation.expiresAt} />
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {invitationActions.map(([intent, label]) => (
          <ActionButton
            key={intent}
            intent={intent}
            fields={{ id: invitation.id }}
            describedBy={headingId}
            variant="outline"
            disabled={busy}
            preventScrollReset={false}
          >
            {label}
          </ActionButton>
        ))}
      </div>
    </li>
  );
}

/**
 * The owner's accounts page (docs/product.md#accounts): who can enter the admin and
 * with which role, the invitations not accepted yet, and the form that invites someone.
 */
export default function AccountsPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const { accounts, invitations, confirmId } = loaderData;
  const errors = actionData?.fieldErrors ?? {};
  const chosenRole = actionData?.values.role || 'assistant';
  return (
    <>
      <h1 className="text-2xl font-bold">Hesaplar</h1>
      <p className="mt-2 text-muted-foreground">
        Yönetim paneline girebilen hesaplar ve gönderilen davetler. Saatler Türkiye saatidir.
      </p>

      <section aria-labelledby="hesap-listesi-baslik" className="mt-8">
        <h2 id="hesap-listesi-baslik" className="text-xl font-semibold">
          Hesaplar
        </h2>
        <ul className="mt-4 grid gap-3">
          {accounts.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              confirming={account.id === confirmId}
              busy={busy}
            />
          ))}
        </ul>
      </section>

      <section aria-labelledby="davetler-baslik" className="mt-10">
        <h2 id="davetler-baslik" className="text-xl font-semibold">
          Bekleyen davetler
        </h2>
        {invitations.length === 0 ? (
          <p className="mt-2 text-muted-foreground">Kabul edilmemiş davet yok.</p>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted-foreground">
              Davet bağlantısı 72 saat geçerlidir. Yeniden gönderilen davetin önceki bağlantısı,
              geri alınan davetin bağlantısı çalışmaz.
            </p>
            <ul className="mt-4 grid gap-3">
              {invitations.map((invitation) => (
                <InvitationCard key={invitation.id} invitation={invitation} busy={busy} />
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="davet-baslik" className={`mt-10 ${cardClass} sm:p-6`}>
        <h2 id="davet-baslik" className="text-xl font-semibold">
          Davet gönder
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Davet edilen kişiye tek kullanımlık bir bağlantı e-postayla gider; bağlantıyı açıp
          şifresini belirleyince hesabı açılır.
        </p>
        <DeskErrorBox
          id="davet-form-hata"
          answer={actionData}
          labels={inviteLabels}
          fieldPrefix="davet-"
        >
          {actionData?.resendId ? (
            <Form method="post">
              <IntentInput intent={ACCOUNTS_INTENTS.resend} />
              <input type="hidden" name="id" value={actionData.resendId} />
              <input type="hidden" name="role" value={actionData.values.role} />
              <Button type="submit" size="sm" disabled={busy}>
                Daveti yeniden gönder
              </Button>
            </Form>
          ) : null}
        </DeskErrorBox>
        <Form method="post" noValidate className="mt-4 grid max-w-md gap-5">
          <IntentInput intent={ACCOUNTS_INTENTS.invite} />
          <Field
            id="davet-email"
            name="email"
            label={inviteLabels.email}
            rule={inviteFields.email}
            errors={errors.email}
            defaultValue={actionData?.values.email}
          >
            {(control) => <Input {...control} autoComplete="off" />}
          </Field>
          <fieldset
            id="davet-role"
            tabIndex={-1}
            aria-describedby={errors.role?.length ? 'davet-role-hata' : undefined}
            className="grid gap-2"
          >
            <legend className="mb-2 font-semibold">{inviteLabels.role}</legend>
            {roleOptions.map((option) => (
              <div key={option.value} className="flex items-start gap-2">
                <input
                  id={`davet-role-${option.value}`}
                  type="radio"
                  name="role"
                  value={option.value}
                  defaultChecked={chosenRole === option.value}
                  aria-describedby={`davet-role-${option.value}-aciklama`}
                  className="mt-1 size-4 shrink-0 accent-[var(--primary)]"
                />
                <div>
                  <label htmlFor={`davet-role-${option.value}`} className="font-medium">
                    {option.label}
                  </label>
                  <p
                    id={`davet-role-${option.value}-aciklama`}
                    className="text-sm text-muted-foreground"
                  >
                    {option.description}
                  </p>
                </div>
              </div>
            ))}
            <FieldError id="davet-role-hata" errors={errors.role} />
          </fieldset>
          <div>
            <Button type="submit" disabled={busy}>
              Davet gönder
            </Button>
          </div>
        </Form>
      </section>
    </>
  );
}
