import type { AdminRole } from '#app/db/schema.ts';
import { describeErasure, type ErasureCounts } from '#app/lib/admin/erasure.ts';
import { roleLabel } from '#app/schemas/account-fields.ts';

// The audit trail's events (docs/product.md#audit-trail): never a password, a code, a message or an address.

export const SIGN_IN_METHODS = [
  'password',
  'totp',
  'recovery-code',
  'passkey',
  'invitation',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];
export const SIGN_IN_FAILURES = ['password', 'second-factor', 'passkey'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

export const PROOF_PURPOSES = [
  'password',
  'totp-on',
  'totp-off',
  'recovery-codes',
  'passkey',
] as const;
export type ProofPurpose = (typeof PROOF_PURPOSES)[number];

/** Changes of an account by an owner, or its invitation; the detail is the account's role. */
export const INVITATION_ACTIONS = [
  'invitation-sent',
  'invitation-resent',
  'invitation-cancelled',
  'invitation-accepted',
  'role-changed',
  'account-removed',
] as const;
export type InvitationAction = (typeof INVITATION_ACTIONS)[number];

export const SECURITY_ACTIONS = [
  'password-changed',
  'totp-enabled',
  'totp-disabled',
  'recovery-codes-renewed',
  'second-factor-reset',
] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

export const PASSKEY_ACTIONS = ['passkey-added', 'passkey-removed'] as const;
export type PasskeyAction = (typeof PASSKEY_ACTIONS)[number];

/** A restore is its own event: its detail is the version. */
export const POST_ACTIONS = [
  'create',
  'edit',
  'publish',
  'schedule',
  'unpublish',
  'delete',
] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

export const NEWSLETTER_ACTIONS = [
  'create',
  'edit',
  'schedule',
  'unschedule',
  'send',
  'test',
  'pause',
  'resume',
  'delete',
] as const;
export type NewsletterAction = (typeof NEWSLETTER_ACTIONS)[number];

export const MODERATION_TARGETS = ['story', 'comment', 'subscriber'] as const;
export type ModerationTarget = (typeof MODERATION_TARGETS)[number];
export const MODERATION_ACTIONS = ['approve', 'unpublish', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const EXPORT_TARGETS = ['subscriber', 'consent', 'content'] as const;
export type ExportTarget = (typeof EXPORT_TARGETS)[number];

/** A change of the site's content (docs/product.md#content-desk); the target is `{kind}/{key}`. */
export const CONTENT_ACTIONS = ['create', 'save', 'publish', 'retire', 'move', 'restore'] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

export const BOOKING_ACTIONS = ['cancel', 'done'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export type AuditEvent =
  | { type: 'sign-in'; accountId: number; method: SignInMethod; address: string }
  /** `accountId` null: the address typed belongs to no account (and the actor is nobody). */
  | { type: 'sign-in-refused'; accountId: number | null; step: SignInFailure; address: string }
  | { type: 'invitation'; action: InvitationAction; email: string; role: AdminRole }
  | { type: 'account-security'; action: SecurityAction; email: string }
  | { type: 'passkey'; action: PasskeyAction; email: string; name: string }
  | { type: 'proof'; email: string; purpose: ProofPurpose; passed: boolean; address: string }
  | { type: 'session-ended'; email: string }
  | { type: 'sessions-ended'; email: string; count: number }
  | { type: 'second-factor-required'; required: boolean }
  | { type: 'post'; action: PostAction; postId: number; title: string }
  | { type: 'post-restored'; postId: number; version: number }
  | { type: 'newsletter'; action: NewsletterAction; newsletterId: number; subject: string }
  | { type: 'moderation'; target: ModerationTarget; action: ModerationAction; id: number }
  | { type: 'export'; target: ExportTarget; count: number }
  | { type: 'erasure'; counts: ErasureCounts }
  | { type: 'booking'; action: BookingAction; bookingId: number; callTime: string }
  | { type: 'booking-settings' }
  | { type: 'content'; action: ContentAction; kind: string; key: string }
  /** `effectiveAt` ISO, the list's time. */
  | { type: 'price-list'; action: 'create' | 'cancel'; effectiveAt: string }
  /** The whole content replaced by a YAML file's (docs/decisions/0050). */
  | { type: 'content-import'; items: number };

export type AuditTarget =
  | 'sign-in'
  | 'account'
  | 'security'
  | 'post'
  | 'newsletter'
  | ModerationTarget
  | ExportTarget
  | 'person'
  | 'booking'
  | 'booking-settings'
  | 'content'
  | 'price-list';

export type AuditAction =
  | 'success'
  | 'failure'
  | InvitationAction
  | SecurityAction
  | PasskeyAction
  | 'proof-passed'
  | 'proof-failed'
  | 'sessions-ended'
  | 'require-second-factor'
  | PostAction
  | 'restore'
  | NewsletterAction
  | ModerationAction
  | 'export'
  | 'erase'
  | BookingAction
  | ContentAction
  | 'cancel'
  | 'import';

export type AuditRow = {
  targetType: AuditTarget;
  action: AuditAction;
  targetId: string;
  detail: string | null;
  address: string | null;
};

const BOOKING_TIME_SUFFIX = ', Türkiye saati';

function row(
  targetType: AuditTarget,
  action: AuditAction,
  targetId: string | number,
  detail: string | null = null,
  address: string | null = null,
): AuditRow {
  return { targetType, action, targetId: String(targetId), detail, address };
}

/** The rows the trail held before the events keep reading the same. */
export function auditRow(event: AuditEvent): AuditRow {
  switch (event.type) {
    case 'sign-in':
      return row('sign-in', 'success', event.accountId, event.method, event.address);
    case 'sign-in-refused':
      return row('sign-in', 'failure', event.accountId ?? '-', event.step, event.address);
    case 'invitation':
      return row('account', event.action, event.email, roleLabel(event.role));
    case 'account-security':
      return row('account', event.action, event.email);
    case 'passkey':
      return row('account', event.action, event.email, event.name);
    case 'proof': {
      const action = event.passed ? 'proof-passed' : 'proof-failed';
      return row('account', action, event.email, event.purpose, event.address);
    }
    case 'session-ended':
      return row('account', 'sessions-ended', event.email);
    case 'sessions-ended':
      return row('account', 'sessions-ended', event.email, String(event.count));
    case 'second-factor-required':
      return row('security', 'require-second-factor', '-', event.required ? 'on' : 'off');
    case 'post':
      return row('post', event.action, event.postId, event.title);
    case 'post-restored':
      return row('post', 'restore', event.postId, `${event.version}. sürüm`);
    case 'newsletter':
      return row('newsletter', event.action, event.newsletterId, event.subject);
    case 'moderation':
      return row(event.target, event.action, event.id);
    case 'export':
      return row(event.target, 'export', '*', `${event.count} kayıt`);
    case 'erasure':
      return row('person', 'erase', '-', describeErasure(event.counts));
    case 'booking':
      return row(
        'booking',
        event.action,
        event.bookingId,
        `${event.callTime}${BOOKING_TIME_SUFFIX}`,
      );
    case 'booking-settings':
      return row('booking-settings', 'edit', '-');
    case 'content':
      return row('content', event.action, `${event.kind}/${event.key}`);
    case 'price-list':
      return row('price-list', event.action, '-', event.effectiveAt);
    case 'content-import':
      return row('content', 'import', '*', `${event.items} kayıt`);
  }
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((known) => known === value) ?? null;
}

function wholeNumber(value: string | null): number | null {
  return value !== null && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

const ROLES: readonly AdminRole[] = ['owner', 'assistant'];

/** A stored entry as the event that wrote it; null when it matches none (old or unknown data). */
export function parseAuditEntry(entry: {
  targetType: string;
  action: string;
  targetId: string;
  detail: string | null;
  address?: string | null;
}): AuditEvent | null {
  const { targetType, action, targetId, detail } = entry;
  const address = entry.address ?? '';
  const id = wholeNumber(targetId);
  switch (targetType) {
    case 'sign-in': {
      if (action === 'success') {
        const method = oneOf(SIGN_IN_METHODS, detail);
        return id !== null && method ? { type: 'sign-in', accountId: id, method, address } : null;
      }
      const step = oneOf(SIGN_IN_FAILURES, detail);
      if (action !== 'failure' || !step || (id === null && targetId !== '-')) return null;
      return { type: 'sign-in-refused', accountId: id, step, address };
    }
    case 'account':
      return parseAccountEntry(action, targetId, detail, address);
    case 'security':
      if (action !== 'require-second-factor' || (detail !== 'on' && detail !== 'off')) return null;
      return { type: 'second-factor-required', required: detail === 'on' };
    case 'post': {
      if (id === null || detail === null) return null;
      if (action === 'restore') {
        const version = /^(\d{1,9})\. sürüm$/.exec(detail);
        return version ? { type: 'post-restored', postId: id, version: Number(version[1]) } : null;
      }
      const postAction = oneOf(POST_ACTIONS, action);
      return postAction ? { type: 'post', action: postAction, postId: id, title: detail } : null;
    }
    case 'newsletter': {
      const newsletterAction = oneOf(NEWSLETTER_ACTIONS, action);
      if (id === null || detail === null || !newsletterAction) return null;
      return { type: 'newsletter', action: newsletterAction, newsletterId: id, subject: detail };
    }
    case 'person': {
      const counts = action === 'erase' ? parseErasure(detail) : null;
      return counts ? { type: 'erasure', counts } : null;
    }
    case 'booking': {
      const bookingAction = oneOf(BOOKING_ACTIONS, action);
      if (id === null || !bookingAction || !detail?.endsWith(BOOKING_TIME_SUFFIX)) return null;
      const callTime = detail.slice(0, -BOOKING_TIME_SUFFIX.length);
      return { type: 'booking', action: bookingAction, bookingId: id, callTime };
    }
    case 'booking-settings':
      return action === 'edit' ? { type: 'booking-settings' } : null;
    case 'content': {
      if (action === 'import') {
        const items = wholeNumber(/^(\d+) kayıt$/.exec(detail ?? '')?.[1] ?? null);
        return items === null ? null : { type: 'content-import', items };
      }
      if (action === 'export') break;
      const contentAction = oneOf(CONTENT_ACTIONS, action);
      const [, kind, key] = /^([a-z-]+)\/(.+)$/.exec(targetId) ?? [];
      return contentAction && kind && key
        ? { type: 'content', action: contentAction, kind, key }
        : null;
    }
    case 'price-list': {
      const listAction = action === 'create' || action === 'cancel' ? action : null;
      const at = detail !== null && !Number.isNaN(Date.parse(detail)) ? detail : null;
      return listAction && at ? { type: 'price-list', action: listAction, effectiveAt: at } : null;
    }
  }
  const exportTarget = oneOf(EXPORT_TARGETS, targetType);
  if (action === 'export' && exportTarget) {
    const count = wholeNumber(/^(\d+) kayıt$/.exec(detail ?? '')?.[1] ?? null);
    return count === null ? null : { type: 'export', target: exportTarget, count };
  }
  const target = oneOf(MODERATION_TARGETS, targetType);
  const moderationAction = oneOf(MODERATION_ACTIONS, action);
  if (target && moderationAction && id !== null) {
    return { type: 'moderation', target, action: moderationAction, id };
  }
  return null;
}

function parseAccountEntry(
  action: string,
  email: string,
  detail: string | null,
  address: string,
): AuditEvent | null {
  const invitation = oneOf(INVITATION_ACTIONS, action);
  if (invitation) {
    const role = ROLES.find((known) => roleLabel(known) === detail);
    return role ? { type: 'invitation', action: invitation, email, role } : null;
  }
  const security = oneOf(SECURITY_ACTIONS, action);
  if (security)
    return detail === null ? { type: 'account-security', action: security, email } : null;
  const passkey = oneOf(PASSKEY_ACTIONS, action);
  if (passkey)
    return detail === null ? null : { type: 'passkey', action: passkey, email, name: detail };
  if (action === 'proof-passed' || action === 'proof-failed') {
    const purpose = oneOf(PROOF_PURPOSES, detail);
    if (!purpose) return null;
    return { type: 'proof', email, purpose, passed: action === 'proof-passed', address };
  }
  if (action === 'sessions-ended') {
    if (detail === null) return { type: 'session-ended', email };
    const count = wholeNumber(detail);
    return count === null ? null : { type: 'sessions-ended', email, count };
  }
  return null;
}

function parseErasure(detail: string | null): ErasureCounts | null {
  const numbers = detail?.match(/\d+/g)?.map(Number);
  if (!detail || numbers?.length !== 7) return null;
  const [subscribers, consents, stories, photos, comments, bookings, mails] = numbers as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const counts = { subscribers, consents, stories, photos, comments, bookings, mails };
  // Only the summary describeErasure writes: anything else is not this event.
  return describeErasure(counts) === detail ? counts : null;
}
