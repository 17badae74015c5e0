import { useSyncExternalStore } from 'react';

// @simplewebauthn/browser is imported only on a button press, so no page loads it beforehand.

export function browserHasWebAuthn(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

export type JsonAnswer = { status: number; body: Record<string, unknown> };

/** A same-origin JSON POST: the browser adds the Origin header the origin guard checks. */
export async function postJson(url: string, payload: unknown = {}): Promise<JsonAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // An answer that is not JSON (a proxy's error page) is treated as a failure below.
  }
  const object = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return { status: response.status, body: object };
}

export function webAuthnErrorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

const noSubscription = () => () => {};

/** null on the server and during hydration, so the server's HTML and the first render agree. */
export function useWebAuthnSupport(): boolean | null {
  return useSyncExternalStore(noSubscription, browserHasWebAuthn, () => null);
}
