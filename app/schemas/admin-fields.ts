import { emailRule, NAME_MAX, type FieldRules } from '#app/schemas/limits.ts';

/*
 * The moderation area's field rules, apart from the public forms' (limits.ts) so that the
 * public pages' shared script does not carry them; zod-free for the same reason as those.
 */

/** A long password is fine; a megabyte posted to the login form is not. */
/** The same rule as ADMIN_PASSWORD in the configuration. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

/** The account page's buttons (sessions and password): the form and the action name them here. */
export const ACCOUNT_INTENTS = {
  endSession: 'end',
  endOthers: 'end-others',
  password: 'password',
} as const;

/** The second-factor card's buttons, on the same page: each prefixed so the two never clash. */
export const SECOND_FACTOR_INTENTS = {
  start: 'second-factor-start',
  cancel: 'second-factor-cancel',
  confirm: 'second-factor-confirm',
  regenerate: 'second-factor-regenerate',
  disable: 'second-factor-disable',
  require: 'second-factor-require',
} as const;

export const loginFields = {
  email: emailRule,
  password: { required: true, maxLength: PASSWORD_MAX },
} as const satisfies FieldRules;

export const personalDataFields = {
  email: emailRule,
  name: { required: false, maxLength: NAME_MAX },
} as const satisfies FieldRules;
