import { data } from 'react-router';
import { z } from 'zod';

import { limitsMessages } from '#app/data/messages/messages.ts';
import { ADMIN_ACCOUNTS_PATH } from '#app/data/page-paths.ts';
import {
  changeAccountRole,
  findAccount,
  listAccounts,
  removeAccount,
  type AccountChange,
} from '#app/db/accounts/admin-accounts.server.ts';
import {
  deleteOpenInvitation,
  deleteOpenInvitationsFor,
  findOpenInvitation,
  findUsableInvitationFor,
  insertInvitation,
  listOpenInvitations,
  type Invitation,
} from '#app/db/accounts/admin-invitations.server.ts';
import { findAdminByEmail } from '#app/db/accounts/admin-users.server.ts';
import type { Executor } from '#app/db/client.server.ts';
import { deletePendingMailsAbout, enqueueMail, mailAbout } from '#app/db/outbox.server.ts';
import type { AdminRole } from '#app/db/schema.ts';
import { INTENT_FIELD, type DeskAnswer } from '#app/lib/admin/desk-form.ts';
import {
  ACCOUNTS_INTENTS,
  ADMIN_ROLES,
  inviteFields,
  roleLabel,
} from '#app/schemas/account-fields.ts';
import { readableEmail, toCanonicalEmail } from '#app/schemas/email.server.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { intentOf, invalidRequest } from '#app/server/admin/desks/desk-form.server.ts';
import { invitationMail } from '#app/server/admin/sign-in/invitation-mail.server.ts';
import {
  OWNER_ONLY_MESSAGE,
  requireOwner,
  type Admin,
} from '#app/server/admin/sign-in/session.server.ts';
import { readForm } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

export const accountsMessages = {
  emailMissing: 'Davet edilecek kişinin e-posta adresini girin.',
  emailInvalid: 'Geçerli bir e-posta adresi girin.',
  roleMissing: 'Bir rol seçin.',
  hasAccount: 'Bu e-posta adresinin zaten bir hesabı var.',
  alreadyInvited:
    'Bu adrese gönderilmiş, süresi dolmamış bir davet var. Yeniden gönderirseniz eski bağlantı çalışmaz olur.',
  inviteInvalid: 'Davet gönderilmedi: işaretli alanları düzeltin.',
  invited: (email: string) => `${email} adresine davet gönderildi. Bağlantı 72 saat geçerli.`,
  resent: (email: string) =>
    `${email} adresine yeni bir davet gönderildi; önceki bağlantı artık çalışmıyor.`,
  cancelled: (email: string) => `${email} adresine gönderilen davet geri alındı.`,
  invitationGone: 'Bu davet artık yok: kabul edilmiş ya da geri alınmış.',
  roleChanged: (email: string, role: AdminRole) =>
    `${email} hesabının rolü artık “${roleLabel(role)}”.`,
  roleUnchanged: (email: string, role: AdminRole) =>
    `${email} hesabının rolü zaten “${roleLabel(role)}”.`,
  removed: (email: string) => `${email} hesabı silindi; açık oturumları sonlandırıldı.`,
  accountGone: 'Bu hesap artık yok.',
  selfRole: 'Kendi rolünüzü değiştiremezsiniz; bunu başka bir site sahibi yapabilir.',
  selfRemove: 'Kendi hesabınızı silemezsiniz; bunu başka bir site sahibi yapabilir.',
  lastOwnerRole: 'Son site sahibinin rolü değiştirilemez: önce başka bir hesabı site sahibi yapın.',
  lastOwnerRemove: 'Son site sahibi silinemez: önce başka bir hesabı site sahibi yapın.',
} as const;

function parseId(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

export async function loadAccounts(runtime: Runtime, args: { request: Request; url: URL }) {
  const admin = await requireOwner(runtime, args);
  const { handle } = runtime;
  const [accounts, invitations] = await Promise.all([
    listAccounts(handle.db),
    listOpenInvitations(handle.db),
  ]);
  const now = Date.now();
  const confirmId = parseId(args.url.searchParams.get('sil'));
  return {
    accounts: accounts.map((account) => ({
      ...account,
      email: readableEmail(account.email),
      self: account.id === admin.id,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: readableEmail(invitation.email),
      role: invitation.role,
      createdAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
      expired: Date.parse(invitation.expiresAt) <= now,
    })),
    confirmId: accounts.some((account) => account.id === confirmId && account.id !== admin.id)
      ? confirmId
      : null,
  };
}

export type InviteAnswer = DeskAnswer<{ email: string; role: string }> & {
  /** The address's invitation still valid: the answer offers to send it again. */
  resendId?: number;
};

const InviteSchema = z.object({
  email: z
    .string({ error: accountsMessages.emailMissing })
    .trim()
    .min(1, accountsMessages.emailMissing)
    .max(inviteFields.email.maxLength, limitsMessages.email)
    .transform(toCanonicalEmail(accountsMessages.emailInvalid)),
  role: z.enum(ADMIN_ROLES, { error: accountsMessages.roleMissing }),
});

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Earlier open invitations of the address stop working (their unsent mails never go). */
async function invite(
  trx: Executor,
  runtime: Runtime,
  admin: Admin,
  { email, role }: { email: string; role: AdminRole },
): Promise<Invitation> {
  for (const id of await deleteOpenInvitationsFor(trx, email)) {
    await deletePendingMailsAbout(trx, mailAbout('invitation', id));
  }
  const { invitation, token } = await insertInvitation(trx, { email, role, invitedBy: admin.id });
  await enqueueMail(
    trx,
    invitationMail(invitation, token, {
      publicUrl: runtime.publicUrl,
      invitedBy: readableEmail(admin.email),
      identity: runtime.identity,
    }),
  );
  return invitation;
}

function toast(description: string, refused = false) {
  return redirectWithToast(
    ADMIN_ACCOUNTS_PATH,
    refused ? { description, variant: 'destructive' } : { description },
    { status: 303 },
  );
}

/** A refused role change or removal, in Turkish; `not-owner` is the owner-only 403. */
function refusal(change: AccountChange, kind: 'role' | 'remove'): string {
  switch (change) {
    case 'self':
      return kind === 'role' ? accountsMessages.selfRole : accountsMessages.selfRemove;
    case 'last-owner':
      return kind === 'role' ? accountsMessages.lastOwnerRole : accountsMessages.lastOwnerRemove;
    case 'not-owner':
      throw data(OWNER_ONLY_MESSAGE, { status: 403 });
    default:
      return accountsMessages.accountGone;
  }
}

type AccountsStep = { runtime: Runtime; admin: Admin; text: (name: string) => string };

function idOf(text: AccountsStep['text']): number {
  const id = IdSchema.safeParse(text('id'));
  return id.success ? id.data : invalidRequest();
}

async function sendInvitation({ runtime, admin, text }: AccountsStep) {
  const db = runtime.handle.db;
  const values = { email: text('email').slice(0, 1000), role: text('role') };
  const refuseInvite = (fieldErrors: Record<string, string[]>, resendId?: number) =>
    data<InviteAnswer>(
      {
        values,
        fieldErrors,
        formError: { kind: 'invalid', message: accountsMessages.inviteInvalid },
        resendId,
        answeredAt: Date.now(),
      },
      { status: 400 },
    );
  const parsed = InviteSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      (fieldErrors[String(issue.path[0] ?? 'email')] ??= []).push(issue.message);
    }
    return refuseInvite(fieldErrors);
  }
  const { email, role } = parsed.data;
  if (await findAdminByEmail(db, email)) {
    return refuseInvite({ email: [accountsMessages.hasAccount] });
  }
  const pending = await findUsableInvitationFor(db, email);
  if (pending) return refuseInvite({ email: [accountsMessages.alreadyInvited] }, pending.id);
  await db.transaction().execute(async (trx) => {
    await invite(trx, runtime, admin, { email, role });
    await recordAudit(trx, admin, { type: 'invitation', action: 'invitation-sent', email, role });
  });
  // The link should arrive now, not at the mail worker's next poll.
  runtime.mail.kick();
  return toast(accountsMessages.invited(readableEmail(email)));
}

async function resendInvitation({ runtime, admin, text }: AccountsStep) {
  const db = runtime.handle.db;
  const open = await findOpenInvitation(db, idOf(text));
  if (!open) return toast(accountsMessages.invitationGone, true);
  if (await findAdminByEmail(db, open.email)) return toast(accountsMessages.hasAccount, true);
  // The form after "already invited" may carry another role than the first invitation's.
  const chosen = z.enum(ADMIN_ROLES).safeParse(text('role'));
  const role = chosen.success ? chosen.data : open.role;
  await db.transaction().execute(async (trx) => {
    await invite(trx, runtime, admin, { email: open.email, role });
    await recordAudit(trx, admin, {
      type: 'invitation',
      action: 'invitation-resent',
      email: open.email,
      role,
    });
  });
  runtime.mail.kick();
  return toast(accountsMessages.resent(readableEmail(open.email)));
}

/** "Daveti geri al": the link stops working and its mail, if unsent, never goes. */
async function cancelInvitation({ runtime, admin, text }: AccountsStep) {
  const db = runtime.handle.db;
  const open = await findOpenInvitation(db, idOf(text));
  if (!open) return toast(accountsMessages.invitationGone, true);
  const cancelled = await db.transaction().execute(async (trx) => {
    const gone = await deleteOpenInvitation(trx, open.id);
    if (!gone) return null;
    await deletePendingMailsAbout(trx, mailAbout('invitation', gone.id));
    await recordAudit(trx, admin, {
      type: 'invitation',
      action: 'invitation-cancelled',
      email: gone.email,
      role: gone.role,
    });
    return gone;
  });
  return cancelled
    ? toast(accountsMessages.cancelled(readableEmail(cancelled.email)))
    : toast(accountsMessages.invitationGone, true);
}

/** "Site sahibi yap" / "Asistan yap": never her own, never the last owner's. */
async function changeRole({ runtime, admin, text }: AccountsStep) {
  const db = runtime.handle.db;
  const id = idOf(text);
  const role = z.enum(ADMIN_ROLES).safeParse(text('role'));
  if (!role.success) return invalidRequest();
  const target = await findAccount(db, id);
  if (!target) return toast(accountsMessages.accountGone, true);
  const change = await db.transaction().execute(async (trx) => {
    const result = await changeAccountRole(trx, {
      actorId: admin.id,
      targetId: target.id,
      role: role.data,
    });
    if (result === 'done') {
      await recordAudit(trx, admin, {
        type: 'invitation',
        action: 'role-changed',
        email: target.email,
        role: role.data,
      });
    }
    return result;
  });
  const email = readableEmail(target.email);
  if (change === 'done') return toast(accountsMessages.roleChanged(email, role.data));
  if (change === 'unchanged') return toast(accountsMessages.roleUnchanged(email, role.data));
  return toast(refusal(change, 'role'), true);
}

/** "Evet, hesabı sil" (after `?sil={id}` asked): its sessions end with it. */
async function removeOne({ runtime, admin, text }: AccountsStep) {
  const db = runtime.handle.db;
  const target = await findAccount(db, idOf(text));
  if (!target) return toast(accountsMessages.accountGone, true);
  const change = await db.transaction().execute(async (trx) => {
    const result = await removeAccount(trx, { actorId: admin.id, targetId: target.id });
    if (result === 'done') {
      await recordAudit(trx, admin, {
        type: 'invitation',
        action: 'account-removed',
        email: target.email,
        role: target.role,
      });
    }
    return result;
  });
  return change === 'done'
    ? toast(accountsMessages.removed(readableEmail(target.email)))
    : toast(refusal(change, 'remove'), true);
}

/** Owners only (Origin already checked); each change and its audit entry share a transaction. */
export async function accountsAction(runtime: Runtime, args: { request: Request; url: URL }) {
  const admin = await requireOwner(runtime, args);
  const form = await readForm(args.request);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : '';
  };
  const step = { runtime, admin, text };
  switch (intentOf(ACCOUNTS_INTENTS, text(INTENT_FIELD))) {
    case ACCOUNTS_INTENTS.invite:
      return sendInvitation(step);
    case ACCOUNTS_INTENTS.resend:
      return resendInvitation(step);
    case ACCOUNTS_INTENTS.cancelInvitation:
      return cancelInvitation(step);
    case ACCOUNTS_INTENTS.role:
      return changeRole(step);
    case ACCOUNTS_INTENTS.remove:
      return removeOne(step);
  }
}
