import { createCookieSessionStorage, redirect } from 'react-router';
import { z } from 'zod';

import { createToast, type Toast, type ToastInput } from '#app/lib/toast.ts';
import { getConfig } from '#app/server/config.server.ts';

const TOAST_KEY = 'toast';

// The cookie is signed, but a shape check keeps an old or foreign value from reaching the page.
const FlashToastSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  description: z.string(),
  variant: z.enum(['default', 'destructive']),
  duration: z.number().optional(),
}) satisfies z.ZodType<Toast>;

let storage: ReturnType<typeof createToastStorage> | undefined;

function createToastStorage() {
  const config = getConfig();
  return createCookieSessionStorage({
    cookie: {
      name: 'flash_toast',
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.publicUrl.startsWith('https://'),
      secrets: [config.sessionSecret],
    },
  });
}

function toastStorage() {
  storage ??= createToastStorage();
  return storage;
}

/** Post/redirect/get with a message: the next page shows it as a toast, or inline without JS. */
export async function redirectWithToast(
  url: string,
  toast: ToastInput,
  init?: ResponseInit,
): Promise<Response> {
  const session = await toastStorage().getSession();
  session.flash(TOAST_KEY, createToast(toast));
  const headers = new Headers(init?.headers);
  headers.append('Set-Cookie', await toastStorage().commitSession(session));
  return redirect(url, { ...init, headers });
}

/** Reads (and so consumes) the flash toast of a request; the headers clear the cookie. */
export async function getToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage().getSession(request.headers.get('Cookie'));
  const parsed = FlashToastSchema.safeParse(session.get(TOAST_KEY));
  if (!parsed.success) return { toast: null, headers: null };
  return {
    toast: parsed.data,
    headers: new Headers({ 'Set-Cookie': await toastStorage().destroySession(session) }),
  };
}
