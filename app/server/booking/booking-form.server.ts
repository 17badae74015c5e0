import { bookingMessages as say } from '#app/data/messages/booking-messages.ts';
import { limitsMessages } from '#app/data/messages/messages.ts';
import { getBookingSettings, loadAvailability } from '#app/db/bookings.server.ts';
import type { Db } from '#app/db/client.server.ts';
import { bookableDays, freeSlots, type SlotRefusal } from '#app/lib/booking/booking-slots.ts';
import { describeCallTime, TURKIYE_ZONE } from '#app/lib/booking/booking-time.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import type { HoldRefusal } from '#app/db/bookings.server.ts';
import { BookingFormSchema, ChangeFormSchema } from '#app/schemas/booking.ts';
import {
  bookCall,
  CHANGES_PER_BOOKING,
  changeBooking,
  confirmCall,
} from '#app/server/booking/booking.server.ts';
import { BOOKING_HOLDS } from '#app/server/booking/holds.server.ts';
import { readForm } from '#app/server/request-body.server.ts';
import type { Runtime } from '#app/server/runtime.server.ts';
import {
  addressOf,
  runPublicForm,
  textForm,
  type FormClient,
} from '#app/server/submissions/form-pipeline.server.ts';

/** The day and time picker's content, labelled on the server so the page's script needs no dates. */
export type SlotPicker = {
  days: Array<{ day: string; label: string }>;
  /** The day whose times are shown: the one asked for if it has free times, else the first. */
  day: string | null;
  dayLabel: string;
  dayUnavailable: boolean;
  slots: Array<{ value: string; label: string }>;
};

const dayLink = new Intl.DateTimeFormat('tr-TR', {
  timeZone: TURKIYE_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const dayHeading = new Intl.DateTimeFormat('tr-TR', {
  timeZone: TURKIYE_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const clock = new Intl.DateTimeFormat('tr-TR', {
  timeZone: TURKIYE_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

const noon = (day: string) => new Date(`${day}T12:00:00+03:00`);

/** The free days and the chosen day's free times; `exceptId`'s own time stays free to it. */
export async function loadSlotPicker(
  db: Db,
  asked: string | null,
  now = new Date(),
  exceptId?: number,
): Promise<SlotPicker> {
  const availability = await loadAvailability(db, now, exceptId);
  const days = bookableDays(availability, now);
  const day = asked && days.includes(asked) ? asked : (days[0] ?? null);
  return {
    days: days.map((free) => ({ day: free, label: dayLink.format(noon(free)) })),
    day,
    dayLabel: day ? dayHeading.format(noon(day)) : '',
    dayUnavailable: asked !== null && day !== asked,
    slots: day
      ? freeSlots(availability, day, now).map((slot) => ({
          value: slot.startsAt.toISOString(),
          label: clock.format(slot.startsAt),
        }))
      : [],
  };
}

async function refusalText(db: Db, reason: SlotRefusal): Promise<string> {
  switch (reason) {
    case 'past':
      return say.past;
    case 'notice':
      return say.notice((await getBookingSettings(db)).minNoticeHours);
    case 'beyond':
      return say.beyond((await getBookingSettings(db)).windowDays);
    case 'day-off':
      return say.dayOff;
    case 'closed':
      return say.closed;
    case 'taken':
      return say.taken;
    case 'full':
      return say.full;
  }
}

/** A time refused because the calendar changed since the page was shown, not a bad input. */
const conflicts: ReadonlySet<string> = new Set(['taken', 'full', 'has-upcoming']);

/** A hold refused by its caps (holds.server.ts): too many, not a bad input; the field it concerns. */
const holdRefusals: Record<HoldRefusal, { text: string; field: string | null }> = {
  'holds-full': { text: say.holdsFull, field: null },
  'range-limit': { text: say.rangeLimit, field: null },
  'address-limit': { text: say.addressLimit, field: 'email' },
};

const isHoldRefusal = (reason: string): reason is HoldRefusal =>
  Object.hasOwn(holdRefusals, reason);

/** The booking form through the public forms' pipeline (docs/product.md#booking-page). */
export function handleBooking(
  request: Request,
  runtime: Runtime,
  client: FormClient,
  now = new Date(),
): Promise<FormResult> {
  return runPublicForm(
    {
      name: 'booking',
      errorTitle: say.errorTitle,
      read: textForm(say.unreadable),
      schema: BookingFormSchema,
      echoed: ['type', 'startsAt', 'name', 'email', 'phone', 'note'],
      async write(runtime, data, _upload, refuse) {
        const result = await bookCall(
          runtime,
          {
            kind: data.type,
            startsAt: data.startsAt,
            name: data.name,
            email: data.email,
            phone: data.phone,
            note: data.note,
            timeZone: data.tz,
          },
          addressOf(client),
          now,
        );
        if (result.ok) return undefined;
        if (isHoldRefusal(result.reason)) {
          const { text, field } = holdRefusals[result.reason];
          return refuse(429, text, field ? { [field]: [text] } : undefined);
        }
        const status = conflicts.has(result.reason) ? 409 : 400;
        if (result.reason === 'has-upcoming') {
          return refuse(status, say.hasUpcoming, { email: [say.hasUpcoming] });
        }
        const text = await refusalText(runtime.handle.db, result.reason);
        return refuse(status, text, { startsAt: [text] });
      },
      writeFailed: say.writeFailed,
      success: (data) => ({
        title: say.successTitle,
        description: say.success(
          describeCallTime(data.startsAt, data.tz),
          BOOKING_HOLDS.holdMinutes,
        ),
      }),
    },
    request,
    runtime,
    client,
  );
}

/** The posts of a booking's link page (docs/product.md#booking-link). */
export async function handleBookingLink(
  request: Request,
  runtime: Runtime,
  token: string,
  client: string,
  now = new Date(),
): Promise<FormResult> {
  const refused = await limitBookingLink(runtime, client);
  if (refused) return refused;
  const form = await readForm(request, limitsMessages.form);
  if (form?.get('intent') === 'onayla') return confirmHoldOf(runtime, token, now);
  return changeTime(runtime, token, form?.get('startsAt'), now);
}

/** A post to a booking's link pages counted against the rate limit of its client address. */
export async function limitBookingLink(
  runtime: Runtime,
  client: string,
): Promise<FormResult | null> {
  if (await runtime.submissionLimiter.take(`booking-link:${client}`)) return null;
  return {
    ok: false,
    status: 429,
    toast: {
      title: say.linkRateLimitedTitle,
      description: say.linkRateLimited,
      variant: 'destructive',
    },
  };
}

async function confirmHoldOf(runtime: Runtime, token: string, now: Date): Promise<FormResult> {
  const booking = await confirmCall(runtime, token, now);
  if (!booking) {
    return {
      ok: false,
      status: 409,
      toast: {
        title: say.confirmFailedTitle,
        description: say.confirmFailed,
        variant: 'destructive',
      },
    };
  }
  return {
    ok: true,
    status: 200,
    toast: {
      title: say.confirmedTitle,
      description: say.confirmed(describeCallTime(booking.startsAt, booking.timeZone)),
    },
  };
}

async function changeTime(
  runtime: Runtime,
  token: string,
  startsAt: FormDataEntryValue | null | undefined,
  now: Date,
): Promise<FormResult> {
  const refuse = (status: number, text: string): FormResult => ({
    ok: false,
    status,
    toast: { title: say.changeTitle, description: text, variant: 'destructive' },
    fieldErrors: { startsAt: [text] },
  });
  const parsed = ChangeFormSchema.safeParse({ startsAt });
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? say.time);
  const result = await changeBooking(runtime, token, parsed.data.startsAt, now);
  if (!result.ok) {
    if (result.reason === 'gone') return refuse(409, say.gone);
    if (result.reason === 'too-many') return refuse(429, say.tooManyChanges(CHANGES_PER_BOOKING));
    const status = conflicts.has(result.reason) ? 409 : 400;
    return refuse(status, await refusalText(runtime.handle.db, result.reason));
  }
  const { booking } = result;
  return {
    ok: true,
    status: 200,
    toast: {
      title: say.changedTitle,
      description: say.changed(describeCallTime(booking.startsAt, booking.timeZone)),
    },
  };
}
