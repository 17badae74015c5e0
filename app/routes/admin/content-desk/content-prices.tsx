import { DeskBackLink } from '#app/components/admin/desk-heading.tsx';

import {
  DeskForm,
  DeskNotices,
  IntentButton,
  useDeskAnswer,
} from '#app/components/admin/desk-form.tsx';
import { ActionButton } from '#app/components/admin/moderation-actions.tsx';
import { Field } from '#app/components/forms/field.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { ADMIN_CONTENT_PATH } from '#app/data/page-paths.ts';
import { ADMIN_PRICES_PATH } from '#app/lib/admin/content-paths.ts';
import type { DeskAnswer } from '#app/lib/admin/desk-form.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';
import { CONTENT_INTENTS } from '#app/schemas/content-fields.ts';

const PREFIX = 'fiyat-';

/** Amounts come written ("1.000 TL") from the server: the public pages' formatter stays theirs. */
type Entry = { key: string; title: string; text: string };

type List = {
  id: number;
  effectiveAt: string;
  createdBy: string;
  state: 'past' | 'current' | 'scheduled';
  entries: Entry[];
};

type History = {
  key: string;
  title: string;
  rows: Array<{ effectiveAt: string; text: string }>;
};

const stateLabels = { past: 'Geçmiş', current: 'Şu an geçerli', scheduled: 'Zamanlandı' } as const;

/** /yonetim/icerik/fiyatlar: the lists, a new one from now or later, each package's history. */
export function ContentPricesPage({
  packages,
  lists,
  history,
  values: loaded,
  restoredMessage,
  stashProof,
  answer,
}: {
  packages: Array<{ key: string; title: string }>;
  lists: List[];
  history: History[];
  values: Record<string, string>;
  restoredMessage: string | null;
  stashProof: string;
  answer:
    | DeskAnswer<
        Record<string, string>,
        'invalid' | 'conflict' | 'too-large',
        { light: string; dark: string }
      >
    | undefined;
}) {
  const { busy, field } = useDeskAnswer(PREFIX, answer, loaded);
  const labels: Record<string, string> = { effectiveAt: 'Geçerlilik başlangıcı' };
  for (const { key, title } of packages) {
    labels[`price.${key}`] = `${title}: fiyat`;
    labels[`original.${key}`] = `${title}: tek tek alındığında`;
    labels[`insteadOf.${key}`] = `${title}: indirimden önceki fiyat`;
  }
  return (
    <>
      <DeskBackLink to={ADMIN_CONTENT_PATH}>İçerik</DeskBackLink>
      <h1 className="mt-2 text-2xl font-bold">Fiyatlar</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Fiyatlar Türk lirası olarak, KDV dâhil yazılır ve sitede “1.000 TL” biçiminde görünür. Yeni
        bir fiyat listesi hemen ya da ileri bir zamanda (Türkiye saati) geçerli olur; eski listeler
        fiyat geçmişi olarak saklanır. Üstü çizili “yerine” fiyatı yalnızca paketin son 30 günde
        uygulanan en düşük fiyatı olabilir.
      </p>

      <section aria-labelledby="yeni-liste" className="mt-8">
        <h2 id="yeni-liste" className="text-xl font-semibold">
          Yeni fiyat listesi
        </h2>
        <DeskNotices
          id="fiyat-form-hata"
          answer={answer}
          labels={labels}
          fieldPrefix={PREFIX}
          restoredMessage={restoredMessage}
          latest={[]}
        />
        <DeskForm
          answeredAt={answer?.answeredAt}
          stashProof={stashProof}
          version={undefined}
          action={ADMIN_PRICES_PATH}
        >
          <Field
            {...field('effectiveAt')}
            label="Geçerlilik başlangıcı (Türkiye saati)"
            hint="Boş bırakırsanız kaydettiğiniz anda geçerli olur; örneğin 1 Ocak 00:00 seçerseniz o dakika bütün sunucularda birden geçerli olur."
          >
            {(control) => <Input {...control} type="datetime-local" className="sm:max-w-xs" />}
          </Field>
          {packages.map(({ key, title }) => (
            <fieldset key={key} className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
              <legend className="px-1 font-semibold">{title}</legend>
              <Field {...field(`price.${key}`)} label="Fiyat (TL, KDV dâhil)">
                {(control) => <Input {...control} inputMode="numeric" className="sm:max-w-40" />}
              </Field>
              <Field
                {...field(`original.${key}`)}
                label="Seanslar tek tek alındığında (TL)"
                hint="İsteğe bağlı; paketin kazancı bundan hesaplanır."
              >
                {(control) => <Input {...control} inputMode="numeric" className="sm:max-w-40" />}
              </Field>
              <Field
                {...field(`insteadOf.${key}`)}
                label="İndirimden önceki fiyat (TL)"
                hint="İsteğe bağlı; üstü çizili gösterilir. Yalnızca son 30 günün en düşük fiyatı."
              >
                {(control) => <Input {...control} inputMode="numeric" className="sm:max-w-40" />}
              </Field>
            </fieldset>
          ))}
          <div>
            <IntentButton intent={CONTENT_INTENTS.save} disabled={busy}>
              {busy ? 'Kaydediliyor...' : 'Fiyat listesini kaydet'}
            </IntentButton>
          </div>
        </DeskForm>
      </section>

      <section aria-labelledby="listeler" className="mt-10">
        <h2 id="listeler" className="text-xl font-semibold">
          Fiyat listeleri
        </h2>
        <ol className="mt-4 grid gap-3">
          {lists.map((list) => {
            const labelId = `liste-${list.id}`;
            return (
              <li key={list.id} className="rounded-xl border bg-card p-4 text-card-foreground">
                <p id={labelId} className="flex flex-wrap items-center gap-3">
                  <Badge variant={list.state === 'current' ? 'default' : 'outline'}>
                    {stateLabels[list.state]}
                  </Badge>
                  <span className="font-semibold">
                    {formatDateTimeTr(list.effectiveAt)} itibarıyla (Türkiye saati)
                  </span>
                  <span className="text-sm text-muted-foreground">{list.createdBy}</span>
                </p>
                <ul className="mt-2 grid gap-1 text-sm">
                  {list.entries.map((entry) => (
                    <li key={entry.key}>
                      {entry.title}: {entry.text}
                    </li>
                  ))}
                </ul>
                {list.state === 'scheduled' ? (
                  <div className="mt-3">
                    <ActionButton
                      intent={CONTENT_INTENTS.retire}
                      fields={{ list: list.id }}
                      describedBy={labelId}
                      variant="outline"
                    >
                      Bu listeyi iptal et
                    </ActionButton>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="gecmis" className="mt-10">
        <h2 id="gecmis" className="text-xl font-semibold">
          Fiyat geçmişi
        </h2>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {history.map((item) => (
            <section
              key={item.key}
              aria-labelledby={`gecmis-${item.key}`}
              className="rounded-xl border bg-card p-4 text-card-foreground"
            >
              <h3 id={`gecmis-${item.key}`} className="font-semibold">
                {item.title}
              </h3>
              <ol className="mt-2 grid gap-1 text-sm">
                {item.rows.map((row) => (
                  <li key={row.effectiveAt}>
                    {formatDateTimeTr(row.effectiveAt)}: {row.text}
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </section>
    </>
  );
}
