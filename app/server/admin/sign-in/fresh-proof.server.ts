import { adminMessages } from '#app/data/messages/admin-messages.ts';
import type { Executor } from '#app/db/client.server.ts';
import { acceptTotpStep, findTotpState } from '#app/db/accounts/second-factor.server.ts';
import type { ProofPurpose } from '#app/lib/admin/audit-events.ts';
import { recordAudit } from '#app/server/admin/audit.server.ts';
import { isCurrentPassword } from '#app/server/admin/sign-in/auth.server.ts';
import type { LoginThrottle } from '#app/server/admin/sign-in/login-throttle.server.ts';
import type { Admin } from '#app/server/admin/sign-in/session.server.ts';
import { normaliseTotpCode, totpStepOf } from '#app/server/admin/sign-in/totp.server.ts';

export type ProofResult =
  | { ok: true }
  | { ok: false; status: 400 }
  | { ok: false; status: 429; message: string; retryAfterSeconds: number };

/** So that a session alone changes nothing (docs/product.md#sessions); slowed like the sign-in. */
export async function checkFreshProof(
  db: Executor,
  throttle: LoginThrottle,
  input: {
    admin: Admin;
    client: string;
    purpose: ProofPurpose;
    proof: string;
    codeAccepted: boolean;
  },
  now = Date.now(),
): Promise<ProofResult> {
  const session = `proof-session:${input.admin.sessionId}`;
  const account = `proof:${input.admin.id}`;
  const gate = await throttle.reserve(session, account, now);
  if (!gate.ok) {
    const retryAfterSeconds = Math.ceil(gate.retryAfterMs / 1000);
    const message = adminMessages.proof.slowedDown(retryAfterSeconds);
    return { ok: false, status: 429, message, retryAfterSeconds };
  }
  const right = await isRightProof(db, input.admin, input.proof, input.codeAccepted, now);
  await recordAudit(db, input.admin, {
    type: 'proof',
    email: input.admin.email,
    purpose: input.purpose,
    passed: right,
    address: input.client,
  });
  if (!right) return { ok: false, status: 400 };
  await throttle.succeeded(session, account);
  return { ok: true };
}

async function isRightProof(
  db: Executor,
  admin: Admin,
  proof: string,
  codeAccepted: boolean,
  now: number,
): Promise<boolean> {
  const code = codeAccepted ? normaliseTotpCode(proof) : null;
  if (!code) return isCurrentPassword(db, admin.email, proof);
  const secret = (await findTotpState(db, admin.id))?.secret;
  const step = secret ? totpStepOf(secret, code, now) : null;
  return secret && step !== null ? acceptTotpStep(db, admin.id, secret, step) : false;
}
