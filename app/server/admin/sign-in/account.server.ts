import { UAParser } from 'ua-parser-js';

import { ADMIN_ACCOUNT_PATH } from '#app/data/page-paths.ts';
import { updateAdminPassword } from '#app/db/accounts/admin-users.server.ts';
import {
  deleteSessionOfAdmin,
  deleteSessionsOfAdmin,
  listSessionsOfAdmin,
} from '#app/db/accounts/sessions.server.ts';
import { INTENT_FIELD, type DeskAnswer } from '#app/lib/admin/desk-form.ts';
import { ACCOUNT_INTENTS, PASSWORD_MAX, PASSWORD_MIN } from '#app/schemas/admin-fields.ts';
import { loadSecondFactor } from '#app/server/admin/sign-in/second-factor.server.ts';
import { intentOf, refuse } from '#app/server/admin/desks/desk-form.server.ts';
import { listPasskeys } from '#app/server/admin/sign-in/passkeys.server.ts';
import { checkFreshProof } from '#app/server/admin/sign-in/fresh-proof.server.ts';
import { hashPassword } from '#app/server/admin/sign-in/passwords.server.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { requireAdmin, type Admin } from '#app/server/admin/sign-in/session.server.ts';
import { readForm } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

export const accountMessages = {
  ended: 'Oturum sonlandırıldı.',
  endedOthers: (count: number) =>
    count > 0 ? `Diğer ${count} oturumunuz sonlandırıldı.` : 'Başka açık oturumunuz yoktu.',
  notFound: 'Bu oturum zaten sonlanmış.',
  currentWrong: 'Mevcut şifreniz doğru değil.',
  tooShort: `Yeni şifre en az ${PASSWORD_MIN} karakter olmalı.`,
  tooLong: `Yeni şifre en fazla ${PASSWORD_MAX} karakter olabilir.`,
  mismatch: 'Yeni şifre ile tekrarı aynı değil.',
  sameAsOld: 'Yeni şifre mevcut şifrenizden farklı olmalı.',
  changed: 'Şifreniz değiştirildi; diğer bütün oturumlarınız sonlandırıldı.',
  invalid: 'Şifre değiştirilmedi: işaretli alanları düzeltin.',
} as const;

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Bilinmeyen tarayıcı';
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = [os.name, os.version].filter(Boolean).join(' ');
  const kind = device.type === 'mobile' ? 'telefon' : device.type === 'tablet' ? 'tablet' : null;
  // An agent the parser does not know (a script, a new browser) is shown as it named itself.
  if (!name) return `Bilinmeyen tarayıcı (${userAgent.slice(0, 60)})`;
  return [name, system, kind].filter(Boolean).join(' · ');
}

export async function loadAccount(runtime: Runtime, args: { request: Request; url: URL }) {
  const admin = await requireAdmin(runtime, args);
  const sessions = await listSessionsOfAdmin(runtime.handle.db, admin.id);
  return {
    email: admin.email,
    passkeys: await listPasskeys(runtime, admin.id),
    sessions: sessions.map((session) => ({
      id: session.id,
      current: session.id === admin.sessionId,
      device: describeDevice(session.userAgent),
      address: session.address,
      createdAt: session.createdAt,
      lastSeenAt: session.lastSeenAt,
    })),
  };
}

export async function loadAccountPage(runtime: Runtime, args: { request: Request; url: URL }) {
  const [account, secondFactor] = await Promise.all([
    loadAccount(runtime, args),
    loadSecondFactor(runtime, args),
  ]);
  return { ...account, secondFactor };
}

export type AccountPageData = Awaited<ReturnType<typeof loadAccountPage>>;

export type PasswordAnswer = DeskAnswer<Record<never, string>>;

type AccountStep = { runtime: Runtime; admin: Admin; form: FormData | null; client: string };

async function endSession({ runtime, admin, form }: AccountStep): Promise<Response> {
  const db = runtime.handle.db;
  const id = String(form?.get('session') ?? '');
  const ended = /^[0-9a-f]{64}$/.test(id) && (await deleteSessionOfAdmin(db, admin.id, id));
  if (ended) await recordAudit(db, admin, { type: 'session-ended', email: admin.email });
  return redirectWithToast(
    ADMIN_ACCOUNT_PATH,
    ended
      ? { description: accountMessages.ended }
      : { description: accountMessages.notFound, variant: 'destructive' },
    { status: 303 },
  );
}

async function endOtherSessions({ runtime, admin }: AccountStep): Promise<Response> {
  const db = runtime.handle.db;
  const count = await deleteSessionsOfAdmin(db, admin.id, admin.sessionId);
  if (count > 0) {
    await recordAudit(db, admin, { type: 'sessions-ended', email: admin.email, count });
  }
  return redirectWithToast(
    ADMIN_ACCOUNT_PATH,
    { description: accountMessages.endedOthers(count) },
    { status: 303 },
  );
}

/** Slowed down and recorded like every proof; ends her other sessions. */
async function changePassword({ runtime, admin, form, client }: AccountStep) {
  const { handle, loginThrottle } = runtime;
  const db = handle.db;
  const current = String(form?.get('currentPassword') ?? '');
  const next = String(form?.get('newPassword') ?? '');
  const again = String(form?.get('newPasswordAgain') ?? '');
  const fieldErrors: Record<string, string[]> = {};
  if (next.length < PASSWORD_MIN) fieldErrors.newPassword = [accountMessages.tooShort];
  else if (next.length > PASSWORD_MAX) fieldErrors.newPassword = [accountMessages.tooLong];
  else if (next === current) fieldErrors.newPassword = [accountMessages.sameAsOld];
  if (again !== next) fieldErrors.newPasswordAgain = [accountMessages.mismatch];
  const proof = await checkFreshProof(db, loginThrottle, {
    admin,
    client,
    purpose: 'password',
    proof: current,
    codeAccepted: false,
  });
  if (!proof.ok) {
    fieldErrors.currentPassword = [
      proof.status === 429 ? proof.message : accountMessages.currentWrong,
    ];
  }
  if (Object.keys(fieldErrors).length > 0) {
    const init =
      !proof.ok && proof.status === 429
        ? { status: 429, headers: { 'Retry-After': String(proof.retryAfterSeconds) } }
        : 400;
    return refuse({}, 'invalid', accountMessages.invalid, init, fieldErrors);
  }
  const passwordHash = await hashPassword(next);
  await db.transaction().execute(async (trx) => {
    await updateAdminPassword(trx, admin.email, passwordHash);
    await deleteSessionsOfAdmin(trx, admin.id, admin.sessionId);
    await recordAudit(trx, admin, {
      type: 'account-security',
      action: 'password-changed',
      email: admin.email,
    });
  });
  return redirectWithToast(
    ADMIN_ACCOUNT_PATH,
    { description: accountMessages.changed },
    { status: 303 },
  );
}

/** The passwords are never written back into the page or the log. */
export async function accountAction(
  runtime: Runtime,
  args: { request: Request; url: URL },
  client: string,
) {
  const admin = await requireAdmin(runtime, args);
  const form = await readForm(args.request);
  const step = { runtime, admin, form, client };
  switch (intentOf(ACCOUNT_INTENTS, form?.get(INTENT_FIELD))) {
    case ACCOUNT_INTENTS.endSession:
      return endSession(step);
    case ACCOUNT_INTENTS.endOthers:
      return endOtherSessions(step);
    case ACCOUNT_INTENTS.password:
      return changePassword(step);
  }
}
