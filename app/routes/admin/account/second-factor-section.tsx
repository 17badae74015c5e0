import { Form } from 'react-router';

import { IntentInput } from '#app/components/admin/desk-form.tsx';
import { ADMIN_SECOND_FACTOR_PATH } from '#app/data/page-paths.ts';
import { Field } from '#app/components/forms/field.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { formatDateTimeTr } from '#app/lib/format.ts';
import { SECOND_FACTOR_INTENTS } from '#app/schemas/admin-fields.ts';
import type {
  SecondFactorAnswer,
  SecondFactorView,
} from '#app/server/admin/sign-in/second-factor.server.ts';

type Answer = SecondFactorAnswer | undefined;

/** A refusal of one of the card's forms, above that form. */
function FormMessage({ id, answer }: { id: string; answer: Answer }) {
  if (!answer?.message || answer.recoveryCodes) return null;
  return (
    <p
      id={id}
      role="alert"
      className="mt-3 rounded-md border border-destructive p-3 font-medium text-destructive"
    >
      {answer.message}
    </p>
  );
}

/** One of the card's forms that asks only for the password (or a code) before it acts. */
function PasswordForm({
  messageId,
  answer,
  intent,
  field,
  submit,
  busy,
}: {
  messageId: string;
  answer: Answer;
  intent: string;
  field: { id: string; name: string; label: string };
  submit: { label: string; variant: 'outline' | 'destructive' };
  busy: boolean;
}) {
  return (
    <>
      <FormMessage id={messageId} answer={answer} />
      <Form
        method="post"
        action={ADMIN_SECOND_FACTOR_PATH}
        noValidate
        className="mt-3 grid max-w-md gap-4"
      >
        <IntentInput intent={intent} />
        <Field {...field} errors={answer?.fieldErrors?.[field.name]}>
          {(control) => <Input {...control} type="password" autoComplete="current-password" />}
        </Field>
        <div>
          <Button type="submit" variant={submit.variant} disabled={busy}>
            {submit.label}
          </Button>
        </div>
      </Form>
    </>
  );
}

/** The ten new recovery codes, shown once. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div
      role="status"
      aria-labelledby="kurtarma-kodlari-baslik"
      className="mt-4 rounded-lg border-2 border-primary p-4"
    >
      <h3 id="kurtarma-kodlari-baslik" className="font-semibold">
        Kurtarma kodlarınız
      </h3>
      <p className="mt-1 text-sm">
        Bu kodlar yalnızca şimdi gösterilir. Yazdırın ya da güvenli bir yere not edin: telefonunuz
        yanınızda olmadığında her biriyle bir kez giriş yapabilirsiniz.
      </p>
      <ul aria-label="Kurtarma kodları" className="mt-3 grid gap-1 font-mono sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "İki adımlı doğrulama" on /yonetim/hesap (docs/product.md#second-factor): enrolment with a QR
 * code drawn on the server, the recovery codes, turning it off, and the owner's site-wide switch.
 */
export function SecondFactorSection({
  view,
  answer,
  busy,
  className,
}: {
  view: SecondFactorView;
  answer: Answer;
  busy: boolean;
  className: string;
}) {
  const errorsOf = (form: NonNullable<Answer>['form'], name: string) =>
    answer?.form === form ? answer.fieldErrors?.[name] : undefined;
  return (
    <>
      <section id="iki-adim" aria-labelledby="iki-adim-baslik" className={className}>
        <h2
          id="iki-adim-baslik"
          className="flex flex-wrap items-center gap-2 text-lg font-semibold"
        >
          İki adımlı doğrulama
          {view.enabled ? <Badge>Açık</Badge> : <Badge variant="outline">Kapalı</Badge>}
        </h2>
        {view.mustEnrol ? (
          <p
            role="status"
            className="mt-3 rounded-md border border-destructive p-3 font-medium text-destructive"
          >
            Site sahibi iki adımlı doğrulamayı zorunlu kıldı. Açana kadar yönetim panelinde yalnızca
            bu sayfayı kullanabilirsiniz.
          </p>
        ) : null}
        {answer?.recoveryCodes ? (
          <>
            <p role="status" className="mt-3 font-medium">
              {answer.message}
            </p>
            <RecoveryCodes codes={answer.recoveryCodes} />
          </>
        ) : null}

        {view.enabled ? (
          <>
            <p className="mt-1 text-sm text-muted-foreground">
              Girişte şifrenizden sonra kimlik doğrulama uygulamanızdaki kod sorulur.
              {view.enabledAt
                ? ` Açılış: ${formatDateTimeTr(view.enabledAt)} (Türkiye saati).`
                : ''}
            </p>
            <p className="mt-3">
              Kullanılmamış kurtarma kodu: <strong>{view.recoveryCodesLeft}</strong>
            </p>

            <h3 className="mt-6 font-semibold">Yeni kurtarma kodları</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              Yeni kodlar oluşunca eskilerin hepsi geçersiz olur.
            </p>
            <PasswordForm
              messageId="kurtarma-hata"
              answer={answer?.form === 'regenerate' ? answer : undefined}
              intent={SECOND_FACTOR_INTENTS.regenerate}
              field={{
                id: 'iki-adim-proof',
                name: 'proof',
                label: 'Şifreniz ya da uygulamadaki kod',
              }}
              submit={{ label: 'Yeni kurtarma kodları oluştur', variant: 'outline' }}
              busy={busy}
            />

            <h3 className="mt-6 font-semibold">İki adımlı doğrulamayı kapat</h3>
            <PasswordForm
              messageId="kapat-hata"
              answer={answer?.form === 'disable' ? answer : undefined}
              intent={SECOND_FACTOR_INTENTS.disable}
              field={{ id: 'iki-adim-password', name: 'password', label: 'Şifreniz' }}
              submit={{ label: 'İki adımlı doğrulamayı kapat', variant: 'destructive' }}
              busy={busy}
            />
          </>
        ) : view.pending ? (
          <>
            <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm">
              <li>Telefonunuzdaki kimlik doğrulama uygulamasıyla QR kodunu okutun.</li>
              <li>Okutamıyorsanız aşağıdaki anahtarı uygulamaya elle girin.</li>
              <li>Uygulamanın gösterdiği 6 haneli kodu ve şifrenizi girip onaylayın.</li>
            </ol>
            <div
              role="img"
              aria-label="Kimlik doğrulama uygulaması için QR kodu"
              className="mt-4 w-48 rounded-md bg-white p-2"
              // The server drew it from the account's own secret (qrcode); no visitor input.
              dangerouslySetInnerHTML={{ __html: view.pending.qrSvg }}
            />
            <p className="mt-3 text-sm">
              Anahtar:{' '}
              <code className="font-mono text-base tracking-wide">{view.pending.secret}</code>
            </p>
            <FormMessage id="onay-hata" answer={answer?.form === 'confirm' ? answer : undefined} />
            <Form
              method="post"
              action={ADMIN_SECOND_FACTOR_PATH}
              noValidate
              className="mt-4 grid max-w-md gap-4"
            >
              <IntentInput intent={SECOND_FACTOR_INTENTS.confirm} />
              <Field
                id="iki-adim-code"
                name="code"
                label="Doğrulama kodu"
                hint="Uygulamadaki 6 haneli kod."
                errors={errorsOf('confirm', 'code')}
                defaultValue={answer?.form === 'confirm' ? answer.values?.code : undefined}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={10}
                  />
                )}
              </Field>
              <Field
                id="iki-adim-onay-sifre"
                name="password"
                label="Şifreniz"
                hint="Bu değişikliği sizin yaptığınızı doğrulamak için."
                errors={errorsOf('confirm', 'password')}
              >
                {(control) => (
                  <Input {...control} type="password" autoComplete="current-password" />
                )}
              </Field>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={busy}>
                  Onayla ve aç
                </Button>
              </div>
            </Form>
            <Form method="post" action={ADMIN_SECOND_FACTOR_PATH} className="mt-2">
              <IntentInput intent={SECOND_FACTOR_INTENTS.cancel} />
              <Button type="submit" variant="outline" size="sm" disabled={busy}>
                Kurulumu iptal et
              </Button>
            </Form>
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-muted-foreground">
              Girişte şifrenizin yanında telefonunuzdaki bir kimlik doğrulama uygulamasının (ör.
              Google Authenticator, Aegis, 1Password) ürettiği kod da sorulur; şifreniz ele geçse
              bile hesabınız korunur.
            </p>
            <Form method="post" action={ADMIN_SECOND_FACTOR_PATH} className="mt-4">
              <IntentInput intent={SECOND_FACTOR_INTENTS.start} />
              <Button type="submit" disabled={busy}>
                İki adımlı doğrulamayı kur
              </Button>
            </Form>
          </>
        )}
      </section>

      {view.isOwner ? (
        <section aria-labelledby="guvenlik-baslik" className={className}>
          <h2 id="guvenlik-baslik" className="text-lg font-semibold">
            Site güvenliği
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Zorunlu olunca iki adımlı doğrulaması (ya da geçiş anahtarı) olmayan hesaplar şifreyle
            girdikten sonra yalnızca Hesabım sayfasını açabilir ve önce kurulum yapmalıdır.
          </p>
          <FormMessage id="zorunlu-hata" answer={answer?.form === 'require' ? answer : undefined} />
          <Form method="post" action={ADMIN_SECOND_FACTOR_PATH} className="mt-4 grid gap-4">
            <IntentInput intent={SECOND_FACTOR_INTENTS.require} />
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="requireSecondFactor"
                defaultChecked={view.required}
                className="size-4"
              />
              Her hesap için iki adımlı doğrulama zorunlu olsun
            </label>
            <div>
              <Button type="submit" variant="outline" disabled={busy}>
                Kaydet
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
    </>
  );
}
