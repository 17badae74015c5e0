/** Field rules without zod, which would weigh on every page (docs/decisions/0025). */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const STORY_MAX = 5000;
export const COMMENT_MAX = 2000;
export const BOOKING_NOTE_MAX = 500;
export const PHONE_MAX = 30;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Far above what the fields allow even percent-encoded, far below what costs memory. */
export const FORM_MAX_BYTES = 64 * 1024;

/** A hint only: the server judges with nodemailer (email.server.ts). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type TextFieldRule = {
  readonly required: boolean;
  readonly maxLength: number;
  readonly type?: 'email';
};
export type FieldRules = Readonly<Record<string, TextFieldRule>>;

export const emailRule = { required: true, maxLength: EMAIL_MAX, type: 'email' } as const;
const name = { required: true, maxLength: NAME_MAX } as const;

export const newsletterFields = { email: emailRule } as const satisfies FieldRules;
export const storyFields = {
  authorName: name,
  email: emailRule,
  story: { required: true, maxLength: STORY_MAX },
} as const satisfies FieldRules;
export const commentFields = {
  authorName: name,
  content: { required: true, maxLength: COMMENT_MAX },
} as const satisfies FieldRules;
export const bookingFields = {
  name,
  email: emailRule,
  phone: { required: false, maxLength: PHONE_MAX },
  note: { required: false, maxLength: BOOKING_NOTE_MAX },
} as const satisfies FieldRules;
