import type { Executor } from '#app/db/client.server.ts';
import { findLogEntries, insertLogEntry, listLogAuthors } from '#app/db/moderation-log.server.ts';
import { auditKinds } from '#app/lib/admin/audit-log.ts';
import { pageCount, parsePage } from '#app/lib/admin/paging.ts';
import { addDays, dayStart, parseIsoDay } from '#app/lib/booking-slots.ts';
import { requireOwner } from '#app/server/admin/session.server.ts';
import { getRuntime } from '#app/server/runtime.server.ts';

/** How a sign-in was made or where it failed, as the trail records it (app/lib/admin/audit-log.ts). */
export type SignInMethod = 'password' | 'totp' | 'recovery-code' | 'passkey' | 'invitation';
export type SignInFailure = 'password' | 'second-factor' | 'passkey';

/** A sign-in, with the account and the client address. */
export function auditSignIn(
  db: Executor,
  account: { id: number; email: string },
  method: SignInMethod,
  address: string,
): Promise<void> {
  return insertLogEntry(db, {
    adminEmail: account.email,
    action: 'success',
    targetType: 'sign-in',
    targetId: String(account.id),
    detail: method,
    address,
  });
}

/**
 * A refused sign-in: the account when the address belongs to one, else nobody, since what was
 * typed into the address field may be anything, even a password.
 */
export function auditSignInFailure(
  db: Executor,
  account: { id: number; email: string } | null,
  step: SignInFailure,
  address: string,
): Promise<void> {
  return insertLogEntry(db, {
    adminEmail: account?.email ?? '',
    action: 'failure',
    targetType: 'sign-in',
    targetId: account ? String(account.id) : '-',
    detail: step,
    address,
  });
}

/**
 * An account change by `actor` (`action` as app/lib/admin/audit-log.ts names them): the target
 * is the account's address, the detail its role or what changed; never a password or a code.
 */
export function auditAccountChange(
  db: Executor,
  actor: { email: string },
  action: string,
  target: { email: string; detail?: string | null },
): Promise<void> {
  return insertLogEntry(db, {
    adminEmail: actor.email,
    action,
    targetType: 'account',
    targetId: target.email,
    detail: target.detail ?? null,
  });
}

/** What a proof on the account page was for (`detail` of its entry). */
export type ProofPurpose = 'password' | 'totp-on' | 'totp-off' | 'recovery-codes' | 'passkey';

/**
 * A proof typed on the account page before a change (the password or a code), right or wrong,
 * with the client address; never what was typed.
 */
export function auditProof(
  db: Executor,
  admin: { email: string },
  purpose: ProofPurpose,
  right: boolean,
  address: string,
): Promise<void> {
  return insertLogEntry(db, {
    adminEmail: admin.email,
    action: right ? 'proof-passed' : 'proof-failed',
    targetType: 'account',
    targetId: admin.email,
    detail: purpose,
    address,
  });
}

/** Entries a page of the audit trail shows. */
export const AUDIT_PAGE_SIZE = 50;

/** The filter as the form shows it back: what she chose, and a message for each bad date. */
export type AuditFilterForm = {
  account: string;
  kind: string;
  from: string;
  to: string;
  errors: { from?: string; to?: string };
};

function readFilter(url: URL, accounts: string[]): AuditFilterForm {
  const params = url.searchParams;
  const account = params.get('hesap') ?? '';
  const kind = params.get('tur') ?? '';
  const from = (params.get('baslangic') ?? '').trim();
  const to = (params.get('bitis') ?? '').trim();
  const errors: AuditFilterForm['errors'] = {};
  if (from && !parseIsoDay(from)) errors.from = 'Başlangıç tarihi geçerli bir tarih olmalı.';
  if (to && !parseIsoDay(to)) errors.to = 'Bitiş tarihi geçerli bir tarih olmalı.';
  if (!errors.from && !errors.to && from && to && to < from) {
    errors.to = 'Bitiş tarihi başlangıçtan önce olamaz.';
  }
  return {
    account: accounts.includes(account) ? account : '',
    kind: auditKinds.some((known) => known.key === kind) ? kind : '',
    from,
    to,
    errors,
  };
}

/**
 * /yonetim/kayitlar, the owner's: the audit trail newest first, filtered by account, kind and
 * Türkiye dates (both inclusive), 50 a page. A bad date is named next to its field and the
 * rest of the filter still applies.
 */
export async function loadAuditTrail(args: { request: Request; url: URL }) {
  await requireOwner(args);
  const { handle } = await getRuntime();
  const accounts = await listLogAuthors(handle.db);
  const filter = readFilter(args.url, accounts);
  const kind = auditKinds.find((known) => known.key === filter.kind);
  const page = parsePage(args.url.searchParams.get('sayfa'));
  const { items, total } = await findLogEntries(
    handle.db,
    {
      adminEmail: filter.account || undefined,
      targetTypes: kind && 'targetTypes' in kind ? kind.targetTypes : undefined,
      actions: kind && 'actions' in kind ? kind.actions : undefined,
      exceptActions: kind && 'exceptActions' in kind ? kind.exceptActions : undefined,
      from: filter.from && !filter.errors.from ? dayStart(filter.from).toISOString() : undefined,
      to:
        filter.to && !filter.errors.to ? dayStart(addDays(filter.to, 1)).toISOString() : undefined,
    },
    { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE },
  );
  return {
    accounts,
    kinds: auditKinds.map(({ key, label }) => ({ key, label })),
    filter,
    entries: items,
    total,
    page,
    pages: pageCount(total, AUDIT_PAGE_SIZE),
  };
}
