import { emailRule, NAME_MAX, type FieldRules } from '#app/schemas/limits.ts';

// Apart from limits.ts so the public pages' shared script does not carry them; zod-free likewise.

/** A long password is fine; a megabyte posted to the login form is not. */
/** The same rule as ADMIN_PASSWORD in the configuration. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;

export const ACCOUNT_INTENTS = {
  endSession: 'end',
  endOthers: 'end-others',
  password: 'password',
} as const;

/** Prefixed so they never clash with the account page's. */
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
