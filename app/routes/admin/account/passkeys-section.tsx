import { useState, type FormEvent } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';

import { ConfirmPanel } from '#app/components/admin/confirm-panel.tsx';
import { Field } from '#app/components/forms/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { PASSKEY_NAME_MAX, passkeyMessages } from '#app/data/messages/passkey-messages.ts';
import {
  ADMIN_ACCOUNT_PATH,
  ADMIN_PASSKEY_REGISTER_OPTIONS_PATH,
  ADMIN_PASSKEY_REGISTER_VERIFY_PATH,
  ADMIN_PASSKEY_REMOVE_PATH,
} from '#app/data/page-paths.ts';
import { postJson, useWebAuthnSupport, webAuthnErrorCode } from '#app/lib/admin/passkey-client.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';

export type PasskeyItem = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
};

/** The query parameter that asks to confirm a removal, rendered by the server without JS. */
const REMOVE_PARAM = 'gecis-anahtari-kaldir';
const HEADING_ID = 'gecis-anahtarlari-baslik';

/**
 * "Geçiş anahtarları" on the account page (docs/product.md#passkeys): her passkeys with their
 * times, "Kaldır" with a confirmation (a plain form), and adding one, which needs the browser's
 * WebAuthn and so JavaScript.
 */
export function PasskeysSection({
  passkeys,
  className,
}: {
  passkeys: PasskeyItem[];
  className?: string;
}) {
  // useLocation, not useSearchParams: the latter would add its code to every page's framework chunk.
  const confirmId = new URLSearchParams(useLocation().search).get(REMOVE_PARAM);
  return (
    <section aria-labelledby={HEADING_ID} className={className}>
      <h2 id={HEADING_ID} className="text-lg font-semibold">
        Geçiş anahtarları
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Geçiş anahtarıyla e-posta ve şifre yazmadan, cihazınızın ekran kilidi, parmak izi ya da yüz
        tanımayla giriş yaparsınız. Saatler Türkiye saatidir.
      </p>
      {passkeys.length === 0 ? (
        <p className="mt-4">Henüz geçiş anahtarı eklemediniz.</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} confirming={passkey.id === confirmId} />
          ))}
        </ul>
      )}
      <AddPasskey />
    </section>
  );
}

function PasskeyRow({ passkey, confirming }: { passkey: PasskeyItem; confirming: boolean }) {
  const nameId = `gecis-anahtari-${passkey.id}`;
  return (
    <li className="rounded-lg border p-3">
      <p id={nameId} className="font-semibold break-words">
        {passkey.name}
      </p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-muted-foreground">Eklendi</dt>
        <dd>{formatDateTimeTr(passkey.createdAt)}</dd>
        <dt className="text-muted-foreground">Son kullanım</dt>
        <dd>{passkey.lastUsedAt ? formatDateTimeTr(passkey.lastUsedAt) : 'Henüz kullanılmadı'}</dd>
      </dl>
      {confirming ? (
        <ConfirmPanel
          id="gecis-anahtari-kaldirma-sorusu"
          tone="destructive"
          question={`“${passkey.name}” geçiş anahtarı kaldırılsın mı? Bu anahtarla bir daha giriş yapılamaz.`}
          intent="remove"
          action={ADMIN_PASSKEY_REMOVE_PATH}
          fields={{ passkey: passkey.id }}
          confirm="Evet, kaldır"
          cancelTo={`${ADMIN_ACCOUNT_PATH}#${HEADING_ID}`}
        />
      ) : (
        <Button asChild variant="outline" size="sm" className="mt-2">
          <Link
            to={`${ADMIN_ACCOUNT_PATH}?${REMOVE_PARAM}=${encodeURIComponent(passkey.id)}`}
            preventScrollReset
            aria-describedby={nameId}
          >
            Kaldır
          </Link>
        </Button>
      )}
    </li>
  );
}

type AddState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string; field?: string };

/**
 * The name and her password (or a code), then the browser's ceremony: options from the server
 * once the proof holds, navigator.credentials.create through @simplewebauthn/browser (loaded on
 * this click), and the answer back to the server.
 */
function AddPasskey() {
  // Null on the server and before hydration: without JavaScript only the note shows.
  const support = useWebAuthnSupport();
  const [state, setState] = useState<AddState>({ kind: 'idle' });
  const revalidator = useRevalidator();

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = new FormData(form);
    const name = String(typed.get('name') ?? '').trim();
    if (!name) {
      setState({ kind: 'failed', message: passkeyMessages.nameRequired, field: 'name' });
      return;
    }
    setState({ kind: 'busy' });
    try {
      const proof = String(typed.get('proof') ?? '');
      const options = await postJson(ADMIN_PASSKEY_REGISTER_OPTIONS_PATH, { proof });
      if (options.status !== 200) throw new ServerRefusal(options.body);
      const { startRegistration } = await import('@simplewebauthn/browser');
      const response = await startRegistration({
        // The server's generateRegistrationOptions answer, passed through unchanged.
        optionsJSON: options.body.options as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      const verified = await postJson(ADMIN_PASSKEY_REGISTER_VERIFY_PATH, { name, response });
      if (verified.status !== 200) throw new ServerRefusal(verified.body);
      form.reset();
      setState({ kind: 'done', message: passkeyMessages.added(name) });
      await revalidator.revalidate();
    } catch (error) {
      if (error instanceof ServerRefusal) {
        setState({ kind: 'failed', message: error.message, field: error.field });
      } else if (webAuthnErrorCode(error) === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
        setState({ kind: 'failed', message: passkeyMessages.alreadyRegistered });
      } else {
        setState({ kind: 'failed', message: passkeyMessages.addFailed });
      }
    }
  }

  const errorOf = (field: string) =>
    state.kind === 'failed' && state.field === field ? [state.message] : null;
  const formError = state.kind === 'failed' && !state.field ? state.message : null;
  return (
    <div className="mt-6">
      <h3 className="font-semibold">Geçiş anahtarı ekle</h3>
      {/* Hidden by the head script's `js` class (app.css), so only a page without scripts shows it. */}
      <p className="no-js-only mt-2 text-sm">{passkeyMessages.needsJavaScript}</p>
      {support === false ? <p className="mt-2 text-sm">{passkeyMessages.unsupported}</p> : null}
      <p role="status" className="mt-2 text-sm font-medium empty:mt-0">
        {state.kind === 'done' ? state.message : ''}
      </p>
      {formError ? (
        <p
          id="gecis-anahtari-hata"
          role="alert"
          className="mt-2 rounded-md border border-destructive p-3 font-medium text-destructive"
        >
          {formError}
        </p>
      ) : null}
      {support ? (
        <form onSubmit={add} noValidate className="mt-3 grid max-w-md gap-4">
          <Field
            id="gecis-anahtari-adi"
            name="name"
            label="Anahtarın adı"
            hint="Hangi cihaz olduğunu anlamanız için, örneğin “Dizüstü bilgisayarım”."
            errors={errorOf('name')}
          >
            {(control) => (
              <Input {...control} required maxLength={PASSKEY_NAME_MAX} autoComplete="off" />
            )}
          </Field>
          <Field
            id="gecis-anahtari-kanit"
            name="proof"
            label="Şifreniz"
            hint="Bu anahtarı sizin eklediğinizi doğrulamak için. İki adımlı doğrulama açıksa uygulamadaki güncel kodu da yazabilirsiniz."
            errors={errorOf('proof')}
          >
            {(control) => <Input {...control} type="password" autoComplete="current-password" />}
          </Field>
          <div>
            <Button type="submit" disabled={state.kind === 'busy'}>
              {state.kind === 'busy' ? 'Geçiş anahtarı ekleniyor...' : 'Geçiş anahtarı ekle'}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** The server's refusal, with its Turkish message and the field it concerns. */
class ServerRefusal extends Error {
  readonly field?: string;
  constructor(body: Record<string, unknown>) {
    super(typeof body.message === 'string' ? body.message : passkeyMessages.addFailed);
    const fieldErrors = body.fieldErrors as Record<string, unknown> | undefined;
    this.field = ['name', 'proof'].find((field) => fieldErrors && field in fieldErrors);
  }
}
