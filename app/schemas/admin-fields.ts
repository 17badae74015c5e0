import { emailRule, NAME_MAX, type FieldRules } from '#app/schemas/limits.ts';

/*
 * The moderation area's field rules, apart from the public forms' (limits.ts) so that the
 * public pages' shared script does not carry them; zod-free for the same reason as those.
 */

/** A long password is fine; a megabyte posted to the login form is not. */
/** The same rule as ADMIN_PASSWORD in the configuration. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

export const loginFields = {
  email: emailRule,
  password: { required: true, maxLength: PASSWORD_MAX },
} as const satisfies FieldRules;

export const personalDataFields = {
  email: emailRule,
  name: { required: false, maxLength: NAME_MAX },
} as const satisfies FieldRules;
