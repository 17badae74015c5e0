import { z } from 'zod';

import { bookingMessages as say } from '#app/data/messages/booking-messages.ts';
import { messages } from '#app/data/messages/messages.ts';
import { knownTimeZone } from '#app/lib/booking/booking-time.ts';
import { bookingFields } from '#app/schemas/limits.ts';
import { cleanText, textField } from '#app/schemas/text.ts';

// As Date#toISOString() writes it; nothing else is a time.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
// 7 to 15 digits (E.164's maximum).
const PHONE = /^\+?[\d\s().-]+$/;

const startsAt = z.preprocess(
  (value) => cleanText(value ?? ''),
  z
    .string({ error: say.unknownTime })
    .min(1, { error: say.time, abort: true })
    .regex(ISO_INSTANT, say.unknownTime)
    .transform((value) => new Date(value))
    .refine((date) => !Number.isNaN(date.getTime()), say.unknownTime),
);

const optional = (field: ReturnType<typeof textField>) =>
  field.transform((value) => (value === '' ? null : String(value)));

export const BookingFormSchema = z.object({
  type: z.enum(['online', 'yuz-yuze'], { error: say.kind }),
  startsAt,
  name: textField(bookingFields.name, { missing: say.name, tooLong: messages.limits.name }),
  email: textField(bookingFields.email, {
    missing: say.email,
    tooLong: messages.limits.email,
    invalid: say.invalidEmail,
  }),
  phone: optional(
    textField(bookingFields.phone, { missing: say.phone, tooLong: say.phoneTooLong }),
  ).refine((phone) => phone === null || isPhone(phone), say.phone),
  note: optional(
    textField(bookingFields.note, { missing: '', tooLong: say.noteTooLong }, { multiline: true }),
  ),
  tz: z.preprocess(
    (value) => knownTimeZone(typeof value === 'string' ? value : null),
    z.string().nullable(),
  ),
});

export type BookingForm = z.infer<typeof BookingFormSchema>;

export const ChangeFormSchema = z.object({ startsAt });

function isPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE.test(phone) && digits >= 7 && digits <= 15;
}
