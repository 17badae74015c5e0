import { useState } from 'react';

import { Button } from '#app/components/ui/button.tsx';
import { passkeyMessages } from '#app/data/messages/passkey-messages.ts';
import {
  ADMIN_PASSKEY_LOGIN_OPTIONS_PATH,
  ADMIN_PASSKEY_LOGIN_VERIFY_PATH,
} from '#app/data/page-paths.ts';
import { postJson, useWebAuthnSupport } from '#app/lib/admin/passkey-client.ts';

/** Passkey sign-in (docs/product.md#passkeys), shown once the browser is known to have WebAuthn. */
export function PasskeyLoginButton({ redirectTo }: { redirectTo: string }) {
  const supported = useWebAuthnSupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!supported) return null;

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const options = await postJson(ADMIN_PASSKEY_LOGIN_OPTIONS_PATH);
      if (options.status !== 200) throw new Error('options');
      // Loaded on this click only: the login page's first load stays small.
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const response = await startAuthentication({
        // The server's generateAuthenticationOptions answer, passed through unchanged.
        optionsJSON: options.body.options as Parameters<
          typeof startAuthentication
        >[0]['optionsJSON'],
      });
      const verified = await postJson(ADMIN_PASSKEY_LOGIN_VERIFY_PATH, { response, redirectTo });
      const next = verified.body.redirectTo;
      if (verified.status === 200 && typeof next === 'string') {
        // A whole new document: every loader reads the new session.
        window.location.assign(next);
        return;
      }
      const message = verified.body.message;
      setError(typeof message === 'string' ? message : passkeyMessages.loginFailed);
    } catch {
      setError(passkeyMessages.loginFailed);
    }
    setBusy(false);
  }

  return (
    <div className="mt-4 grid gap-3">
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive p-3 font-medium text-destructive"
        >
          {error}
        </p>
      ) : null}
      <Button type="button" variant="outline" disabled={busy} onClick={() => void signIn()}>
        {busy ? 'Geçiş anahtarı bekleniyor...' : 'Geçiş anahtarıyla giriş yap'}
      </Button>
    </div>
  );
}
