import { data } from 'react-router';

import { ADMIN_ACCOUNT_PATH } from '#app/data/page-paths.ts';
import { findAdminByEmail } from '#app/db/accounts/admin-users.server.ts';
import type { Db, Executor } from '#app/db/client.server.ts';
import {
  confirmTotpSecret,
  countPasskeys,
  countUnusedRecoveryCodes,
  findTotpState,
  readRequireSecondFactor,
  removeTotp,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  writeRequireSecondFactor,
} from '#app/db/accounts/second-factor.server.ts';
import { deleteSessionsOfAdmin } from '#app/db/accounts/sessions.server.ts';
import type { ProofPurpose, SecurityAction } from '#app/lib/admin/audit-events.ts';
import { INTENT_FIELD } from '#app/lib/admin/desk-form.ts';
import { SECOND_FACTOR_INTENTS } from '#app/schemas/admin-fields.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { checkFreshProof, type ProofResult } from '#app/server/admin/sign-in/fresh-proof.server.ts';
import {
  type Admin,
  requireAdmin,
  requireOwner,
} from '#app/server/admin/sign-in/session.server.ts';
import {
  groupSecret,
  hashRecoveryCode,
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  normaliseTotpCode,
  qrCodeSvg,
  RECOVERY_CODE_COUNT,
  totpStepOf,
  totpUri,
} from '#app/server/admin/sign-in/totp.server.ts';
import { intentOf } from '#app/server/admin/desks/desk-form.server.ts';
import { readForm } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import { redirectWithToast } from '#app/server/toast.server.ts';

export const secondFactorMessages = {
  wrongCode: 'Kod doğru değil. Uygulamanın bu hesap için gösterdiği güncel 6 haneli kodu girin.',
  noPending: 'Kurulum zaman aşımına uğradı ya da iptal edildi; lütfen yeniden başlayın.',
  enabled: 'İki adımlı doğrulama açıldı.',
  wrongProof: 'Şifreniz ya da uygulamadaki kod doğru değil.',
  regenerated: 'Yeni kurtarma kodlarınız oluşturuldu; eskileri artık geçersiz.',
  wrongPassword: 'Şifreniz doğru değil.',
  disabled: 'İki adımlı doğrulama kapatıldı.',
  disableRequired:
    'Site sahibi iki adımlı doğrulamayı zorunlu kıldığı için kapatamazsınız (hesabınızda geçiş anahtarı da yok).',
  requireOn: 'Artık her hesap için iki adımlı doğrulama zorunlu.',
  requireOff: 'İki adımlı doğrulama artık zorunlu değil.',
  requireSelfFirst:
    'Önce kendi hesabınızda iki adımlı doğrulamayı açın; yoksa siz de yalnızca bu sayfayı açabilirsiniz.',
  cancelled: 'Kurulum iptal edildi.',
  started: 'Uygulamanızla QR kodunu okutun, ardından gösterdiği kodu girin.',
} as const;

export type SecondFactorView = {
  enabled: boolean;
  enabledAt: string | null;
  pending: { secret: string; qrSvg: string } | null;
  recoveryCodesLeft: number;
  required: boolean;
  mustEnrol: boolean;
  isOwner: boolean;
};

export async function loadSecondFactor(
  runtime: Runtime,
  args: { request: Request; url: URL },
): Promise<SecondFactorView> {
  const admin = await requireAdmin(runtime, args);
  const db = runtime.handle.db;
  const [state, recoveryCodesLeft, required, passkeys] = await Promise.all([
    findTotpState(db, admin.id),
    countUnusedRecoveryCodes(db, admin.id),
    readRequireSecondFactor(db),
    countPasskeys(db, admin.id),
  ]);
  const enabled = Boolean(state?.secret);
  const pendingSecret = enabled ? null : (state?.pendingSecret ?? null);
  const pending = pendingSecret
    ? {
        secret: groupSecret(pendingSecret),
        qrSvg: await qrCodeSvg(totpUri(pendingSecret, admin.email, runtime.identity.siteName)),
      }
    : null;
  return {
    enabled,
    enabledAt: state?.enabledAt ?? null,
    pending,
    recoveryCodesLeft,
    required,
    mustEnrol: required && !enabled && passkeys === 0,
    isOwner: admin.role === 'owner',
  };
}

export type SecondFactorAnswer = {
  form: 'confirm' | 'regenerate' | 'disable' | 'require';
  message?: string;
  fieldErrors?: Record<string, string[]>;
  /** Shown once, right after they are made; only their hashes are kept. */
  recoveryCodes?: string[];
  values?: Record<string, string>;
};

const back = (description: string, variant: 'default' | 'destructive' = 'default') =>
  redirectWithToast(`${ADMIN_ACCOUNT_PATH}#iki-adim`, { description, variant }, { status: 303 });

const refuse = (answer: SecondFactorAnswer) => data<SecondFactorAnswer>(answer, { status: 400 });

async function newRecoveryCodes(db: Executor, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(
    db,
    adminId,
    codes.map((code) => hashRecoveryCode(normaliseRecoveryCode(code) ?? code)),
  );
  return codes;
}

const log = (db: Executor, admin: { email: string }, action: SecurityAction) =>
  recordAudit(db, admin, { type: 'account-security', action, email: admin.email });

function refuseProof(
  form: SecondFactorAnswer['form'],
  field: string,
  proof: Exclude<ProofResult, { ok: true }>,
  wrong: string,
  values?: Record<string, string>,
) {
  const answer = { form, fieldErrors: { [field]: [proof.status === 429 ? proof.message : wrong] } };
  if (proof.status === 400) return refuse({ ...answer, values });
  return data<SecondFactorAnswer>(
    { ...answer, values },
    { status: 429, headers: { 'Retry-After': String(proof.retryAfterSeconds) } },
  );
}

type SecondFactorStep = {
  runtime: Runtime;
  args: { request: Request; url: URL };
  admin: Admin;
  db: Db;
  form: FormData | null;
  field: (name: string) => string;
  prove: (
    admin: Admin,
    purpose: ProofPurpose,
    proof: string,
    codeAccepted: boolean,
  ) => Promise<ProofResult>;
};

/** The owner's site-wide switch: on only once she has a second factor herself. */
async function requireForEveryone({ runtime, args, db, form }: SecondFactorStep) {
  const owner = await requireOwner(runtime, args);
  const required = form?.get('requireSecondFactor') === 'on';
  if (required) {
    const state = await findTotpState(db, owner.id);
    if (!state?.secret && (await countPasskeys(db, owner.id)) === 0) {
      return refuse({ form: 'require', message: secondFactorMessages.requireSelfFirst });
    }
  }
  await writeRequireSecondFactor(db, required);
  await recordAudit(db, owner, { type: 'second-factor-required', required });
  return back(required ? secondFactorMessages.requireOn : secondFactorMessages.requireOff);
}

async function startEnrolment({ admin, db }: SecondFactorStep) {
  const state = await findTotpState(db, admin.id);
  if (!state?.secret) await setPendingTotpSecret(db, admin.id, newTotpSecret());
  return back(secondFactorMessages.started);
}

async function cancelEnrolment({ admin, db }: SecondFactorStep) {
  await setPendingTotpSecret(db, admin.id, null);
  return back(secondFactorMessages.cancelled);
}

async function confirmEnrolment({ admin, db, field, prove }: SecondFactorStep) {
  const state = await findTotpState(db, admin.id);
  const pending = state?.secret ? null : state?.pendingSecret;
  if (!pending) return refuse({ form: 'confirm', message: secondFactorMessages.noPending });
  const code = normaliseTotpCode(field('code'));
  const step = code ? totpStepOf(pending, code) : null;
  const values = { code: field('code').slice(0, 20) };
  if (step === null) {
    return refuse({
      form: 'confirm',
      fieldErrors: { code: [secondFactorMessages.wrongCode] },
      values,
    });
  }
  const proof = await prove(admin, 'totp-on', field('password'), false);
  if (!proof.ok) {
    return refuseProof('confirm', 'password', proof, secondFactorMessages.wrongPassword, values);
  }
  const codes = await db.transaction().execute(async (trx) => {
    if (!(await confirmTotpSecret(trx, admin.id, pending, step))) return null;
    const made = await newRecoveryCodes(trx, admin.id);
    await log(trx, admin, 'totp-enabled');
    return made;
  });
  if (!codes) return refuse({ form: 'confirm', message: secondFactorMessages.noPending });
  return data<SecondFactorAnswer>({
    form: 'confirm',
    message: secondFactorMessages.enabled,
    recoveryCodes: codes,
  });
}

async function requireEnrolled({ admin, db }: SecondFactorStep) {
  const state = await findTotpState(db, admin.id);
  return state?.secret ? admin : null;
}

async function regenerateCodes(step: SecondFactorStep) {
  const { db, field, prove } = step;
  const admin = await requireEnrolled(step);
  if (!admin) return back(secondFactorMessages.noPending, 'destructive');
  const proof = await prove(admin, 'recovery-codes', field('proof'), true);
  if (!proof.ok) {
    return refuseProof('regenerate', 'proof', proof, secondFactorMessages.wrongProof);
  }
  const codes = await db.transaction().execute(async (trx) => {
    const made = await newRecoveryCodes(trx, admin.id);
    await log(trx, admin, 'recovery-codes-renewed');
    return made;
  });
  return data<SecondFactorAnswer>({
    form: 'regenerate',
    message: secondFactorMessages.regenerated,
    recoveryCodes: codes,
  });
}

/** "Kapat": with her password, and not while the site requires it and she has no passkey. */
async function disableApp(step: SecondFactorStep) {
  const { db, field, prove } = step;
  const admin = await requireEnrolled(step);
  if (!admin) return back(secondFactorMessages.noPending, 'destructive');
  if ((await readRequireSecondFactor(db)) && (await countPasskeys(db, admin.id)) === 0) {
    return refuse({ form: 'disable', message: secondFactorMessages.disableRequired });
  }
  const proof = await prove(admin, 'totp-off', field('password'), false);
  if (!proof.ok) {
    return refuseProof('disable', 'password', proof, secondFactorMessages.wrongPassword);
  }
  await db.transaction().execute(async (trx) => {
    await removeTotp(trx, admin.id);
    await log(trx, admin, 'totp-disabled');
  });
  return back(secondFactorMessages.disabled);
}

/** The codes and passwords typed are never written back into the page or the log. */
export async function secondFactorAction(
  runtime: Runtime,
  args: { request: Request; url: URL },
  client: string,
) {
  // Signed out goes to the sign-in before the body is read, as on every admin route.
  const admin = await requireAdmin(runtime, args);
  const form = await readForm(args.request);
  const { handle, loginThrottle } = runtime;
  const db = handle.db;
  const step: SecondFactorStep = {
    runtime,
    args,
    admin,
    db,
    form,
    field: (name) => String(form?.get(name) ?? ''),
    prove: (who, purpose, proof, codeAccepted) =>
      checkFreshProof(db, loginThrottle, { admin: who, client, purpose, proof, codeAccepted }),
  };
  switch (intentOf(SECOND_FACTOR_INTENTS, form?.get(INTENT_FIELD))) {
    case SECOND_FACTOR_INTENTS.require:
      return requireForEveryone(step);
    case SECOND_FACTOR_INTENTS.start:
      return startEnrolment(step);
    case SECOND_FACTOR_INTENTS.cancel:
      return cancelEnrolment(step);
    case SECOND_FACTOR_INTENTS.confirm:
      return confirmEnrolment(step);
    case SECOND_FACTOR_INTENTS.regenerate:
      return regenerateCodes(step);
    case SECOND_FACTOR_INTENTS.disable:
      return disableApp(step);
  }
}

/** The escape hatch when phone and codes are lost: every second factor removed, sessions ended. */
export async function resetSecondFactor(db: Db, email: string): Promise<{ email: string } | null> {
  return db.transaction().execute(async (trx) => {
    const admin = await findAdminByEmail(trx, email);
    if (!admin) return null;
    await removeTotp(trx, admin.id);
    await trx.deleteFrom('admin_passkeys').where('admin_id', '=', admin.id).execute();
    await deleteSessionsOfAdmin(trx, admin.id);
    await log(trx, admin, 'second-factor-reset');
    return { email: admin.email };
  });
}
