import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';

import { Field, ruledFields } from '#app/components/forms/field.tsx';
import { FieldError } from '#app/components/forms/field-error.tsx';
import { HiddenFormFields, useResultToast } from '#app/components/forms/form-plumbing.tsx';
import { PrivacyNote } from '#app/components/forms/privacy-note.tsx';
import { InlineToast } from '#app/components/layout/toaster.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input, Textarea } from '#app/components/ui/input.tsx';
import { BOOKING_PATH } from '#app/data/page-paths.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { createToast } from '#app/lib/toast.ts';
import type { MeetingMode } from '#app/routes/booking/booking-options.tsx';
import { useVisitorZone } from '#app/routes/booking/own-time.ts';
import { SlotPicker } from '#app/routes/booking/slot-picker.tsx';
import { bookingFields } from '#app/schemas/limits.ts';
import type { SlotPicker as Picker } from '#app/server/booking/booking-form.server.ts';

/** The booking page's address for a format and a day; `type` first, as the site spells it. */
function bookingHref(kind: MeetingMode | null, day: string | null): string {
  const query = new URLSearchParams();
  if (kind) query.set('type', kind);
  if (day) query.set('gun', day);
  const search = query.toString();
  return `${BOOKING_PATH}${search ? `?${search}` : ''}`;
}

/** The booking form (docs/product.md#booking-page): a plain post, with or without JavaScript. */
export function BookingPlanner({
  mode,
  picker,
  callMinutes,
  place,
  result,
}: {
  mode: MeetingMode | null;
  picker: Picker;
  callMinutes: number;
  place: string;
  result: FormResult | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const zone = useVisitorZone();
  const failed = result && !result.ok ? result : undefined;
  const typed = failed?.values;
  const [kind, setKind] = useState<MeetingMode | null>(
    typed?.type === 'online' || typed?.type === 'yuz-yuze' ? typed.type : mode,
  );
  const field = ruledFields('randevu', bookingFields, failed);
  useResultToast(result);

  return (
    <section id="planla" aria-labelledby="planla-baslik" className="mx-auto max-w-5xl px-4 pb-16">
      <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="flex items-center gap-3">
          <span className="flex size-12 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
            <CalendarCheck aria-hidden className="size-6" />
          </span>
          <h2 id="planla-baslik" className="text-2xl font-semibold">
            Ücretsiz keşif görüşmeni planla
          </h2>
        </div>
        {result?.ok ? (
          <div role="status" className="mt-6 rounded-lg border border-primary bg-secondary p-5">
            <p className="text-lg font-semibold text-secondary-foreground">{result.toast.title}</p>
            <p className="mt-2 text-secondary-foreground">{result.toast.description}</p>
          </div>
        ) : (
          <Form
            method="post"
            action={`${bookingHref(mode, picker.day)}#planla`}
            noValidate
            className="relative mt-6 grid gap-6"
          >
            <p className="text-muted-foreground">
              Sana uygun günü ve saati seç: görüşme {callMinutes} dakika sürer ve ücretsizdir.
              Ardından e-postana gelen bağlantıyla randevunu onayla; takvim dosyası onaydan sonra
              gelir, gerekirse aynı bağlantıyla iptal edebilir ya da saatini değiştirebilirsin.
            </p>
            <HiddenFormFields />
            <input type="hidden" name="tz" value={zone ?? ''} />
            {failed ? <InlineToast toast={createToast(failed.toast)} /> : null}
            <fieldset
              aria-describedby={failed?.fieldErrors?.type ? 'randevu-type-hata' : undefined}
            >
              <legend className="font-semibold">Görüşme biçimi</legend>
              <div className="mt-2 flex flex-wrap gap-4">
                {(
                  [
                    ['online', 'Online (görüntülü)'],
                    ['yuz-yuze', `Yüz yüze (${place})`],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="type"
                      value={value}
                      defaultChecked={kind === value}
                      onChange={() => setKind(value)}
                      className="size-4 accent-primary"
                    />
                    {label}
                  </label>
                ))}
              </div>
              <FieldError id="randevu-type-hata" errors={failed?.fieldErrors?.type} />
            </fieldset>
            <SlotPicker
              id="randevu-saat"
              picker={picker}
              dayHref={(day) => `${bookingHref(kind, day)}#planla`}
              selected={typed?.startsAt}
              errors={failed?.fieldErrors?.startsAt}
              zone={zone}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Ad soyad" {...field('name')}>
                {(control) => <Input {...control} autoComplete="name" />}
              </Field>
              <Field label="E-posta" {...field('email')}>
                {(control) => <Input {...control} autoComplete="email" />}
              </Field>
              <Field label="Telefon (isteğe bağlı)" {...field('phone')}>
                {(control) => <Input {...control} type="tel" autoComplete="tel" />}
              </Field>
            </div>
            <Field
              label="Kısa not (isteğe bağlı)"
              hint="Görüşmede konuşmak istediğin konu; en fazla 500 karakter. Sağlığınla ilgili ayrıntıları buraya yazma, görüşmede konuşuruz."
              {...field('note')}
            >
              {(control) => <Textarea {...control} rows={3} />}
            </Field>{' '}
            <Button type="submit" size="lg" disabled={busy} className="justify-self-start">
              {busy ? 'Gönderiliyor...' : 'Randevu Al'}
            </Button>{' '}
            <PrivacyNote />
          </Form>
        )}
      </div>
    </section>
  );
}
