import type { AdminRole } from '#app/db/schema.ts';
import { PASSWORD_MAX } from '#app/schemas/admin-fields.ts';
import { emailRule, type FieldRules } from '#app/schemas/limits.ts';

// zod-free like admin-fields.ts, since the pages render them (docs/product.md#accounts).

export const ADMIN_ROLES = ['assistant', 'owner'] as const satisfies readonly AdminRole[];

export const roleOptions: ReadonlyArray<{ value: AdminRole; label: string; description: string }> =
  [
    {
      value: 'assistant',
      label: 'Asistan',
      description: 'Hikâyeleri ve yorumları denetler, yazıları düzenler ve zamanlar.',
    },
    { value: 'owner', label: 'Site sahibi', description: 'Her şeyi yapabilir.' },
  ];

export function roleLabel(role: AdminRole): string {
  return role === 'owner' ? 'Site sahibi' : 'Asistan';
}

export const ACCOUNTS_INTENTS = {
  invite: 'invite',
  resend: 'resend',
  cancelInvitation: 'cancel-invitation',
  role: 'role',
  remove: 'remove',
} as const;

export const inviteFields = { email: emailRule } as const satisfies FieldRules;

export const invitationPasswordFields = {
  password: { required: true, maxLength: PASSWORD_MAX },
  passwordAgain: { required: true, maxLength: PASSWORD_MAX },
} as const satisfies FieldRules;
