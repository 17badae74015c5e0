import { data } from 'react-router';

import { ADMIN_PATH } from '#app/data/page-paths.ts';
import {
  acceptInvitation,
  findInvitationByToken,
  isInvitationToken,
} from '#app/db/accounts/admin-invitations.server.ts';
import { insertAdminUser } from '#app/db/accounts/admin-users.server.ts';
import type { AdminRole } from '#app/db/schema.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '#app/schemas/admin-fields.ts';
import { readableEmail } from '#app/schemas/email.server.ts';
import { accountMessages } from '#app/server/admin/sign-in/account.server.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { hashPassword } from '#app/server/admin/sign-in/passwords.server.ts';
import { startSession } from '#app/server/admin/sign-in/session.server.ts';
import { readForm } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

export const invitationMessages = {
  unknownTitle: 'Davet bulunamadı',
  unknownText:
    'Bu davet bağlantısı geçerli değil ya da geri alınmış. Bağlantıyı e-postadan eksiksiz açtığınızdan emin olun; olmazsa site sahibinden yeni bir davet isteyin.',
  usedTitle: 'Bu davet kullanıldı',
  usedText:
    'Bu bağlantıyla hesap zaten açıldı; bir davet bağlantısı yalnızca bir kez çalışır. Hesabınız varsa giriş yapın, yoksa site sahibinden yeni bir davet isteyin.',
  expiredTitle: 'Davetin süresi doldu',
  expiredText:
    'Davet bağlantıları 72 saat geçerlidir. Site sahibinden size yeni bir davet göndermesini isteyin.',
  hasAccount:
    'Bu e-posta adresinin zaten bir hesabı var. Giriş sayfasından mevcut şifrenizle giriş yapın.',
  invalid: 'Hesap açılmadı: işaretli alanları düzeltin.',
  welcome: 'Hesabınız açıldı. Yönetim paneline hoş geldiniz.',
  tooShort: accountMessages.tooShort,
  tooLong: accountMessages.tooLong,
  mismatch: accountMessages.mismatch,
} as const;

/** Why a link does not work: never sent (or taken back), used, or past its 72 hours. */
export type InvitationProblem = 'unknown' | 'used' | 'expired';

export type InvitationState =
  | { status: 'ready'; email: string; role: AdminRole; expiresAt: string }
  | { status: InvitationProblem };

export type InvitationAnswer =
  | { status: InvitationProblem }
  | { status: 'invalid'; message: string; fieldErrors: Record<string, string[]> };

function problemOf(
  token: string | undefined,
  invitation: { acceptedAt: string | null; expiresAt: string } | null,
  now: Date,
): InvitationProblem | null {
  if (!isInvitationToken(token) || !invitation) return 'unknown';
  if (invitation.acceptedAt) return 'used';
  if (Date.parse(invitation.expiresAt) <= now.getTime()) return 'expired';
  return null;
}

function statusOf(problem: InvitationProblem | null): number {
  return problem === 'used' || problem === 'expired' ? 410 : 404;
}

function problem(status: InvitationProblem) {
  return data<InvitationAnswer>({ status }, { status: statusOf(status) });
}

export async function loadInvitation(
  { handle }: Runtime,
  token: string | undefined,
): Promise<{ state: InvitationState; status: number }> {
  const invitation = isInvitationToken(token)
    ? await findInvitationByToken(handle.db, token)
    : null;
  const found = problemOf(token, invitation, new Date());
  if (found || !invitation)
    return { state: { status: found ?? 'unknown' }, status: statusOf(found) };
  return {
    state: {
      status: 'ready',
      email: readableEmail(invitation.email),
      role: invitation.role,
      expiresAt: invitation.expiresAt,
    },
    status: 200,
  };
}

class AccountExists extends Error {}

// The link is used in the transaction that creates the account, only while unused and unexpired,
// so it works once even under two submits at once; the password is never sent back or logged.
export async function acceptInvitationAction(
  runtime: Runtime,
  token: string | undefined,
  request: Request,
  client: string,
) {
  const db = runtime.handle.db;
  if (!isInvitationToken(token)) return problem('unknown');
  const form = await readForm(request);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const password = field('password');
  const again = field('passwordAgain');
  const fieldErrors: Record<string, string[]> = {};
  if (password.length < PASSWORD_MIN) fieldErrors.password = [invitationMessages.tooShort];
  else if (password.length > PASSWORD_MAX) fieldErrors.password = [invitationMessages.tooLong];
  if (again !== password) fieldErrors.passwordAgain = [invitationMessages.mismatch];

  // A form sent to a dead link says why the link is dead, not what was wrong with the form.
  const invitation = await findInvitationByToken(db, token);
  const found = problemOf(token, invitation, new Date());
  if (found) return problem(found);
  if (Object.keys(fieldErrors).length > 0) {
    return data<InvitationAnswer>(
      { status: 'invalid', message: invitationMessages.invalid, fieldErrors },
      { status: 400 },
    );
  }

  // Hashed before the transaction, which then holds its locks only for a few statements.
  const passwordHash = await hashPassword(password);
  let created: { id: number; email: string } | InvitationProblem;
  try {
    created = await db.transaction().execute(async (trx) => {
      const accepted = await acceptInvitation(trx, token);
      if (!accepted) return 'used' as const;
      const admin = await insertAdminUser(trx, {
        email: accepted.email,
        passwordHash,
        role: accepted.role,
      });
      // Rolls the acceptance back: the link stays as it was, and the address keeps its account.
      if (!admin) throw new AccountExists();
      await recordAudit(trx, admin, {
        type: 'invitation',
        action: 'invitation-accepted',
        email: admin.email,
        role: admin.role,
      });
      return { id: admin.id, email: admin.email };
    });
  } catch (error) {
    if (!(error instanceof AccountExists)) throw error;
    return data<InvitationAnswer>(
      { status: 'invalid', message: invitationMessages.hasAccount, fieldErrors: {} },
      { status: 409 },
    );
  }
  // Another submit took the link between the look-up and the update: say what happened to it.
  if (typeof created === 'string') {
    const now = await findInvitationByToken(db, token);
    return problem(problemOf(token, now, new Date()) ?? 'used');
  }
  const cookie = await startSession(runtime, created.id, {
    userAgent: request.headers.get('User-Agent'),
    address: client,
  });
  return redirectWithToast(
    ADMIN_PATH,
    { description: invitationMessages.welcome },
    { status: 303, headers: { 'Set-Cookie': cookie } },
  );
}
