import { Search, Trash2 } from 'lucide-react';
import { Form, useNavigation } from 'react-router';

import { Field, ruledFields } from '#app/components/forms/field.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';
import { personalDataFields } from '#app/schemas/admin-fields.ts';
import { handlePersonalDataAction } from '#app/server/admin/desks/personal-data-action.server.ts';
import type { PersonalDataReport } from '#app/server/admin/desks/personal-data.server.ts';
import { requireOwner } from '#app/server/admin/sign-in/session.server.ts';
import { getRuntime, withRuntime } from '#app/server/runtime.server.ts';

import type { Route } from './+types/personal-data';

export const meta: Route.MetaFunction = () => adminMeta('Kişisel Veri Silme');

export async function loader(args: Route.LoaderArgs) {
  await requireOwner(await getRuntime(), args);
  return null;
}

export const action = withRuntime(handlePersonalDataAction);

const cardClass = 'rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6';

function excerpt(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function State({ approved }: { approved: boolean }) {
  return approved ? <Badge>Yayında</Badge> : <Badge variant="outline">Onay bekliyor</Badge>;
}

/** What exists for the person, and the one confirmation that deletes it. */
function Report({
  email,
  name,
  report,
}: {
  email: string;
  name: string;
  report: PersonalDataReport;
}) {
  const busy = useNavigation().state === 'submitting';
  const nothing =
    !report.subscriber &&
    report.stories.length === 0 &&
    report.comments.length === 0 &&
    report.bookings === 0 &&
    report.mails === 0;
  const counts: Array<[string, string]> = [
    ['Bülten aboneliği', report.subscriber ? 'Var' : 'Yok'],
    ['Bülten onay kaydı', String(report.consents)],
    ['Dönüşüm hikâyesi', String(report.stories.length)],
    ['Fotoğraf', String(report.photos)],
    ['Yorum (ada göre)', name ? String(report.comments.length) : 'Ad yazılmadı'],
    ['Randevu', String(report.bookings)],
    ['E-posta kaydı', String(report.mails)],
  ];
  return (
    <section aria-labelledby="bulunanlar-baslik" className="mt-10">
      <h2 id="bulunanlar-baslik" className="text-xl font-semibold">
        Bulunan kayıtlar
      </h2>
      <p className="mt-1 break-words text-muted-foreground">
        {email}
        {name ? ` · yorumlarda “${name}”` : ''}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-lg border bg-card p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {nothing ? (
        <p role="status" className="mt-6 font-medium">
          Bu e-posta adresine{name ? ' ve ada' : ''} bağlı kayıt bulunamadı.
        </p>
      ) : (
        <Form method="post" className="mt-6 grid gap-6">
          <input type="hidden" name="intent" value="erase" />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="name" value={name} />
          {report.stories.length > 0 ? (
            <div>
              <h3 className="font-semibold">Bu adresle gönderilen hikâyeler</h3>
              <ul className="mt-3 grid gap-3">
                {report.stories.map((story) => (
                  <li key={story.id} className={cardClass}>
                    <p className="flex flex-wrap items-center gap-2 font-semibold break-words">
                      {story.authorName} <State approved={story.isApproved} />
                      {story.hasPhoto ? <Badge variant="secondary">Fotoğraflı</Badge> : null}
                    </p>
                    <p className="mt-1 text-sm text-muted-foreground">
                      Hikâye #{story.id} ·{' '}
                      <time dateTime={story.createdAt}>{formatDateTimeTr(story.createdAt)}</time>
                    </p>
                    <p className="mt-2 break-words whitespace-pre-line">{excerpt(story.story)}</p>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {report.comments.length > 0 ? (
            <fieldset>
              <legend className="font-semibold">“{name}” adıyla yapılan yorumlar</legend>
              <p className="mt-1 text-sm text-muted-foreground">
                Yorumlarda e-posta saklanmadığı için aynı adı kullanan başka birinin yorumu da
                listelenebilir. Yalnızca bu kişiye ait olanları işaretli bırakın.
              </p>
              <ul className="mt-3 grid gap-3">
                {report.comments.map((comment) => (
                  <li key={comment.id} className={cardClass}>
                    <label className="flex items-start gap-3">
                      <input
                        type="checkbox"
                        name="commentId"
                        value={comment.id}
                        defaultChecked
                        className="mt-1.5 size-4 shrink-0 accent-[var(--destructive)]"
                      />
                      <span className="min-w-0">
                        <span className="flex flex-wrap items-center gap-2 font-semibold break-words">
                          {comment.authorName} <State approved={comment.isApproved} />
                        </span>
                        <span className="mt-1 block text-sm text-muted-foreground">
                          {comment.postTitle} ·{' '}
                          <time dateTime={comment.createdAt}>
                            {formatDateTimeTr(comment.createdAt)}
                          </time>
                        </span>
                        <span className="mt-2 block break-words whitespace-pre-line">
                          {excerpt(comment.content)}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ) : null}
          <div className="rounded-xl border border-destructive p-4">
            <p className="font-medium">
              Bu işlem geri alınamaz. Abonelik, yukarıdaki hikâyeler ve fotoğrafları, işaretli
              yorumlar, randevular ve bu kayıtlara ilişkin e-postalar tek işlemle silinir. Yayındaki
              hikâye ve yorumlar açık sayfalardan da hemen kalkar.
            </p>
            <Button type="submit" variant="destructive" disabled={busy} className="mt-4">
              <Trash2 aria-hidden />
              {busy ? 'Siliniyor...' : 'Evet, Kalıcı Olarak Sil'}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}

/**
 * KVKK erasure on request: the coach finds what exists for an address (and a name, for
 * comments, which keep no address), checks it and deletes it in one go.
 */
export default function PersonalDataPage({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const invalid = actionData?.kind === 'invalid' ? actionData : undefined;
  const report = actionData?.kind === 'report' ? actionData : undefined;
  const values = invalid?.values ?? report ?? { email: '', name: '' };
  const field = ruledFields('kvs', personalDataFields, {
    fieldErrors: invalid?.fieldErrors,
    values,
  });
  return (
    <>
      <h1 className="text-2xl font-bold">Kişisel Veri Silme</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Bir kişi verilerinin silinmesini istediğinde (KVKK m. 7 ve 11) e-posta adresine bağlı bülten
        aboneliğini, dönüşüm hikâyelerini ve fotoğraflarını, randevularını ve bu kayıtlara ilişkin
        e-postaları buradan tek işlemle silin. Önce neyin bulunduğunu görür, sonra onaylarsınız.
      </p>
      <Form method="post" className={`${cardClass} mt-6 grid max-w-2xl gap-4`}>
        <input type="hidden" name="intent" value="find" />
        <Field label="E-posta adresi" {...field('email')}>
          {(control) => <Input {...control} autoComplete="off" />}
        </Field>
        <Field
          label="Yorumlarda kullandığı ad (isteğe bağlı)"
          hint="Yorumlarda e-posta adresi saklanmaz, bu yüzden yorumlar yalnızca adla bulunabilir (büyük-küçük harf ve Türkçe karakter farkı gözetilmez). Silmeden önce hangilerinin bu kişiye ait olduğunu seçersiniz."
          {...field('name')}
        >
          {(control) => <Input {...control} autoComplete="off" />}
        </Field>
        <Button type="submit" variant="secondary" disabled={busy} className="justify-self-start">
          <Search aria-hidden />
          Kayıtları Bul
        </Button>
      </Form>
      {report ? (
        <Report
          key={`${report.email}\n${report.name}`}
          email={report.email}
          name={report.name}
          report={report.report}
        />
      ) : null}
    </>
  );
}
