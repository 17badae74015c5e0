import { Link } from 'react-router';

import { FieldError } from '#app/components/forms/field-error.tsx';
import { ownTime } from '#app/routes/booking/own-time.ts';
import type { SlotPicker as Picker } from '#app/server/booking/booking-form.server.ts';

const chip =
  'inline-flex min-h-10 items-center rounded-lg border px-3 py-2 text-sm font-medium focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Days as links (`?gun=`), the day's times as radio buttons: works as plain HTML. */
export function SlotPicker({
  id,
  picker,
  dayHref,
  selected,
  errors,
  zone,
}: {
  id: string;
  picker: Picker;
  dayHref: (day: string) => string;
  selected?: string;
  errors?: string[];
  zone: string | null;
}) {
  const { days, day, dayLabel, dayUnavailable, slots } = picker;
  const errorId = errors?.length ? `${id}-hata` : undefined;
  if (!day) {
    return (
      <p className="rounded-lg border bg-muted p-4">
        Şu an boş bir saat görünmüyor. Yukarıdaki e-posta ya da WhatsApp bağlantısıyla yazarsan
        birlikte bir zaman buluruz.
      </p>
    );
  }
  return (
    <div className="grid gap-5">
      <div>
        <h3 id={`${id}-gunler`} className="font-semibold">
          Gün seç
        </h3>
        <ul aria-labelledby={`${id}-gunler`} className="mt-2 flex flex-wrap gap-2">
          {days.map((free) => (
            <li key={free.day}>
              <Link
                to={dayHref(free.day)}
                preventScrollReset
                aria-current={free.day === day ? 'date' : undefined}
                className={`${chip} ${free.day === day ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted'}`}
              >
                {free.label}
              </Link>
            </li>
          ))}
        </ul>
        {dayUnavailable ? (
          <p className="mt-2 text-sm text-muted-foreground">
            Seçtiğin günde boş saat kalmadı; ilk boş gün gösteriliyor.
          </p>
        ) : null}
      </div>
      <fieldset aria-describedby={[`${id}-not`, errorId].filter(Boolean).join(' ')}>
        <legend className="font-semibold">{dayLabel}: boş saatler</legend>
        <p id={`${id}-not`} className="mt-1 text-sm text-muted-foreground">
          Türkiye saati (GMT+3)
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {slots.map((slot) => {
            const own = zone ? ownTime(slot.value, zone) : null;
            return (
              <label
                key={slot.value}
                className={`${chip} cursor-pointer gap-2 bg-background has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ring`}
              >
                <input
                  type="radio"
                  name="startsAt"
                  value={slot.value}
                  defaultChecked={slot.value === selected}
                  aria-invalid={errorId ? true : undefined}
                  className="accent-primary"
                />
                <span>
                  {slot.label}
                  {own ? (
                    <span className="block text-xs font-normal text-muted-foreground">
                      senin saatinle {own}, {zone}
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
        <FieldError id={`${id}-hata`} errors={errors} />
      </fieldset>
    </div>
  );
}
