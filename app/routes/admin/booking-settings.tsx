import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';

import { DeskForm, DeskNotices, useDeskAnswer } from '#app/components/admin/desk-form.tsx';
import { Field } from '#app/components/forms/field.tsx';
import { FieldError } from '#app/components/forms/field-error.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input, Textarea } from '#app/components/ui/input.tsx';
import { ADMIN_BOOKING_SETTINGS_PATH, ADMIN_BOOKINGS_PATH } from '#app/data/page-paths.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';
import {
  bookingLimits,
  CALL_LENGTHS,
  DAY_OFF_NOTE_MAX,
  DAYS_OFF_MAX,
  MEETING_URL_MAX,
  OFFICE_ADDRESS_MAX,
  WEEKDAYS,
} from '#app/schemas/booking-settings.ts';
import {
  bookingSettingsAction,
  loadBookingSettings,
} from '#app/server/admin/desks/booking-desk.server.ts';
import { withRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/booking-settings';

export const meta: Route.MetaFunction = () => adminMeta('Randevu ayarları');

export const loader = withRuntime(loadBookingSettings);

export const action = withRuntime(bookingSettingsAction);

const fieldLabels: Record<string, string> = {
  callMinutes: 'Görüşme süresi',
  bufferMinutes: 'Görüşmeler arasındaki ara',
  minNoticeHours: 'En az ne kadar önceden',
  windowDays: 'En fazla kaç gün ilerisi',
  dailyMax: 'Günde en fazla görüşme',
  daysOff: 'İzin günleri',
  officeAddress: 'Ofis adresi',
  meetingUrl: 'Online görüşme adresi',
  ...Object.fromEntries(WEEKDAYS.map(({ name, field }) => [field, name])),
};

const numberFields = [
  {
    name: 'bufferMinutes',
    label: 'Görüşmeler arasındaki ara (dakika)',
    hint: 'Bir görüşmenin bitişiyle sonrakinin başlangıcı arasında en az bu kadar süre kalır.',
  },
  {
    name: 'minNoticeHours',
    label: 'En az ne kadar önceden (saat)',
    hint: 'Bundan daha yakın bir saat seçilemez. Varsayılan: 12 saat.',
  },
  {
    name: 'windowDays',
    label: 'En fazla kaç gün ilerisi (gün)',
    hint: 'Ziyaretçiler bugünden bu kadar gün sonrasına kadar randevu alabilir. Varsayılan: 30 gün.',
  },
  { name: 'dailyMax', label: 'Günde en fazla görüşme', hint: null },
] as const;

/** What the mails leave out while a place is not set: said where she sets it. */
function placeNotes(
  places: { officeAddress: string | null; meetingUrl: string | null },
  area: string,
): string[] {
  const notes: string[] = [];
  if (!places.officeAddress) {
    notes.push(
      `Ofis adresi henüz girilmedi: yüz yüze görüşmelerin e-postalarında ve takvim dosyasında yalnızca “${area}” yazıyor; ziyaretçiye açık adresi e-postayı yanıtlayarak sorabileceği söyleniyor.`,
    );
  }
  if (!places.meetingUrl) {
    notes.push(
      'Online görüşme adresi henüz girilmedi: online görüşmelerin e-postalarında görüşme bağlantısı yok; ziyaretçiye bağlantıyı e-postayı yanıtlayarak sorabileceği söyleniyor.',
    );
  }
  return notes;
}

/**
 * /yonetim/randevular/ayarlar (docs/product.md#booking-desk): the coach's rules, weekly hours
 * and days off in one plain form; the server checks every field and answers next to it.
 */
export default function BookingSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && 'values' in actionData ? actionData : undefined;
  const { values, errors, busy, field } = useDeskAnswer('randevu-', answer, loaderData.values);
  const callErrors = errors.callMinutes;

  return (
    <>
      <p>
        <Link
          to={ADMIN_BOOKINGS_PATH}
          className="inline-flex items-center gap-1 rounded-sm text-sm text-primary underline"
        >
          <ChevronLeft aria-hidden className="size-4" />
          Randevular
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Randevu ayarları</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Ücretsiz keşif görüşmesi için ziyaretçilerin seçebileceği saatler bu kurallardan hesaplanır.
        Alınmış randevular değişmez. Son değişiklik: {formatDateTimeTr(loaderData.updatedAt)}{' '}
        (Türkiye saati).
      </p>
      <DeskNotices
        id="randevu-form-hata"
        answer={answer}
        labels={fieldLabels}
        fieldPrefix="randevu-"
        restoredMessage={loaderData.restoredMessage}
        latest={[{ href: ADMIN_BOOKING_SETTINGS_PATH, label: 'Son hâlini yeni sekmede aç' }]}
      />

      <DeskForm
        answeredAt={answer?.answeredAt}
        stashProof={loaderData.stashProof}
        version={values.version}
        action={ADMIN_BOOKING_SETTINGS_PATH}
        gap="gap-6"
      >
        <fieldset
          id="randevu-callMinutes"
          tabIndex={-1}
          aria-describedby={callErrors?.length ? 'randevu-callMinutes-hata' : undefined}
          className="grid gap-2"
        >
          <legend className="mb-2 font-semibold">Görüşme süresi</legend>
          <div className="flex flex-wrap gap-4">
            {CALL_LENGTHS.map((minutes) => (
              <label key={minutes} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="callMinutes"
                  value={minutes}
                  defaultChecked={values.callMinutes === String(minutes)}
                  aria-invalid={callErrors?.length ? true : undefined}
                  className="size-4 accent-[var(--primary)]"
                />
                {minutes} dakika
              </label>
            ))}
          </div>
          <FieldError id="randevu-callMinutes-hata" errors={callErrors} />
        </fieldset>

        <div className="grid gap-5 sm:grid-cols-2">
          {numberFields.map(({ name, label, hint }) => {
            const { min, max } = bookingLimits[name];
            return (
              <Field
                key={name}
                {...field(name)}
                label={label}
                className="grid content-start gap-1.5"
                hint={`${hint ? `${hint} ` : ''}${min} ile ${max} arasında bir tam sayı.`}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={min}
                    max={max}
                    step={1}
                    className="sm:max-w-40"
                  />
                )}
              </Field>
            );
          })}
        </div>

        <fieldset className="grid gap-4 rounded-lg border p-4" aria-describedby="saatler-aciklama">
          <legend className="px-1 font-semibold">
            Haftalık görüşme saatleri (Türkiye saati, Europe/Istanbul)
          </legend>
          <p id="saatler-aciklama" className="text-sm text-muted-foreground">
            Her gün için saat aralıklarını “10:00-12:00, 14:00-18:00” gibi yazın. Boş bırakılan gün
            kapalıdır. Görüşmeler aralığın başından itibaren, süre ve ara eklenerek sıralanır.
          </p>
          {WEEKDAYS.map(({ name, field: hoursField }) => (
            <Field key={name} {...field(hoursField)} label={name}>
              {(control) => (
                <Input
                  {...control}
                  placeholder="Kapalı"
                  autoComplete="off"
                  className="sm:max-w-md"
                />
              )}
            </Field>
          ))}
        </fieldset>

        <Field
          {...field('daysOff')}
          label="İzin günleri"
          hint={`Her satıra bir tarih: GG.AA.YYYY ya da YYYY-AA-GG; isterseniz ardından bir not (en fazla ${DAY_OFF_NOTE_MAX} karakter), örneğin “31.12.2026 Yılbaşı”. Bu günlerde randevu alınamaz. En fazla ${DAYS_OFF_MAX} gün; geçmiş günler kendiliğinden kalkar.`}
        >
          {(control) => <Textarea {...control} rows={6} className="font-mono text-sm" />}
        </Field>

        <fieldset className="grid gap-4 rounded-lg border p-4" aria-describedby="yer-aciklama">
          <legend className="px-1 font-semibold">Görüşmenin yeri</legend>
          <p id="yer-aciklama" className="text-sm text-muted-foreground">
            Onay e-postası, hatırlatmalar ve takvim dosyası görüşmenin türüne göre bunlardan birini
            taşır. Kaydettikten sonra gönderilen e-postalara girer; daha önce sıraya girmiş
            hatırlatmalar değişmez.
          </p>
          {placeNotes(loaderData.places, loaderData.area).map((note) => (
            <p key={note} role="note" className="rounded-md border border-dashed p-3 text-sm">
              {note}
            </p>
          ))}
          <Field
            {...field('officeAddress')}
            label="Ofis adresi (yüz yüze görüşmeler)"
            hint={`Açık adres, örneğin “Caferağa Mah. Moda Cad. No: 1 D: 3, Kadıköy, İstanbul”. En fazla ${OFFICE_ADDRESS_MAX} karakter.`}
          >
            {(control) => <Textarea {...control} rows={3} className="sm:max-w-xl" />}
          </Field>
          <Field
            {...field('meetingUrl')}
            label="Online görüşme adresi"
            hint={`Zoom, Google Meet ya da benzeri bir görüşmenin https:// ile başlayan bağlantısı. En fazla ${MEETING_URL_MAX} karakter.`}
          >
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                className="sm:max-w-xl"
              />
            )}
          </Field>
        </fieldset>

        <div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Kaydediliyor...' : 'Kaydet'}
          </Button>
        </div>
      </DeskForm>
    </>
  );
}
