import { Form, Link } from 'react-router';

import { Field } from '#app/components/forms/field.tsx';
import { ConfirmPanel } from '#app/components/admin/confirm-panel.tsx';
import {
  DeskForm,
  DeskNotices,
  IntentButton,
  TurkeyTimeField,
  useDeskAnswer,
} from '#app/components/admin/desk-form.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input, Textarea } from '#app/components/ui/input.tsx';
import { AdminSelect } from '#app/components/admin/admin-select.tsx';
import { ADMIN_NEW_NEWSLETTER_PATH } from '#app/data/page-paths.ts';
import { adminNewsletterPath } from '#app/lib/admin/newsletter-paths.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';
import {
  NEWSLETTER_BODY_MAX,
  NEWSLETTER_INTENTS,
  NEWSLETTER_SUBJECT_MAX,
  type NewsletterFormValues,
} from '#app/schemas/newsletter-desk-fields.ts';
import type {
  DeskNewsletter,
  NewsletterAnswer,
} from '#app/server/admin/desks/newsletter-desk.server.ts';

import { IysReminder, type IysPending } from './iys-reminder.tsx';
import { MailPreviewParts } from './mail-preview.tsx';

/* Input's look, written out as the post editor does (the public pages' script budget). */
const fieldLabels: Record<string, string> = {
  subject: 'Konu',
  body: 'İçerik',
  sendAt: 'Gönderim zamanı',
};

export type NewsletterComposeProps = {
  newsletter: DeskNewsletter | null;
  values: NewsletterFormValues;
  restoredMessage: string | null;
  posts: Array<{ id: number; title: string }>;
  chosenPost: number | null;
  postError: string | null;
  confirming: 'send' | 'delete' | null;
  recipients: number;
  stopped: number;
  iys: IysPending;
  testTo: string;
  stashProof: string;
  answer: NewsletterAnswer | undefined;
};

const count = (value: number) => value.toLocaleString('tr-TR');

/**
 * The compose form of a newsletter not yet sent (docs/product.md#newsletter-desk): a plain form
 * whose every button, the preview and the confirmation before sending too, works without
 * JavaScript.
 */
export function NewsletterCompose({
  newsletter,
  values: loaded,
  restoredMessage,
  posts,
  chosenPost,
  postError,
  confirming,
  recipients,
  stopped,
  iys,
  testTo,
  stashProof,
  answer,
}: NewsletterComposeProps) {
  const { values, busy, field } = useDeskAnswer('bulten-', answer, loaded);
  const path = newsletter ? adminNewsletterPath(newsletter.id) : ADMIN_NEW_NEWSLETTER_PATH;
  const scheduled = newsletter?.status === 'scheduled';

  return (
    <>
      <h1 className="text-2xl font-bold">{newsletter ? 'Bülteni düzenle' : 'Yeni bülten'}</h1>
      {newsletter ? (
        <p className="mt-2 text-sm">
          <span className="font-semibold">Durum:</span>{' '}
          {scheduled && newsletter.scheduledAt
            ? `Zamanlandı: ${formatDateTimeTr(newsletter.scheduledAt)} (Türkiye saati)`
            : 'Taslak'}
        </p>
      ) : null}
      {newsletter && confirming === 'send' ? (
        <ConfirmSend newsletter={newsletter} recipients={recipients} />
      ) : null}
      <DeskNotices
        id="bulten-form-hata"
        answer={answer}
        labels={fieldLabels}
        fieldPrefix="bulten-"
        restoredMessage={restoredMessage}
        latest={newsletter ? [{ href: path, label: 'Son hâlini yeni sekmede aç' }] : []}
      />

      {newsletter ? null : (
        <StartFromPost posts={posts} chosenPost={chosenPost} postError={postError} />
      )}

      <DeskForm
        answeredAt={answer?.answeredAt}
        stashProof={stashProof}
        version={values.version}
        action={path}
      >
        <Field {...field('subject')} label="Konu">
          {(control) => <Input {...control} maxLength={NEWSLETTER_SUBJECT_MAX} required />}
        </Field>
        <Field
          {...field('body')}
          label="İçerik (Markdown)"
          hint={`Bir blog yazısı gibi işlenir: ## Ara başlık, **kalın**, *italik*, - liste, > alıntı, [bağlantı](https://…). En fazla ${count(NEWSLETTER_BODY_MAX)} karakter. Altına gönderen bilgisi ve abonelikten ayrılma bağlantısı kendiliğinden eklenir.`}
        >
          {(control) => (
            <Textarea
              {...control}
              required
              maxLength={NEWSLETTER_BODY_MAX}
              rows={16}
              className="font-mono text-sm"
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-3">
          <IntentButton intent={NEWSLETTER_INTENTS.preview} variant="outline" disabled={busy}>
            Önizle
          </IntentButton>
          <IntentButton intent={NEWSLETTER_INTENTS.save} disabled={busy}>
            {scheduled ? 'Değişiklikleri kaydet' : 'Taslak olarak kaydet'}
          </IntentButton>
          <IntentButton
            intent={NEWSLETTER_INTENTS.test}
            variant="secondary"
            disabled={busy}
            aria-describedby="bulten-deneme-aciklama"
          >
            Bana deneme gönder
          </IntentButton>
        </div>
        <p id="bulten-deneme-aciklama" className="-mt-3 text-sm text-muted-foreground">
          Deneme e-postası {testTo} adresine gider; bülten de kaydedilir.
        </p>

        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 font-semibold">Zamanla</legend>
          <TurkeyTimeField
            {...field('sendAt')}
            label="Gönderim zamanı (Türkiye saati, GMT+3)"
            hint="Bülten bu zamanda kendiliğinden gönderilir."
          />
          <div className="flex flex-wrap gap-3">
            <IntentButton intent={NEWSLETTER_INTENTS.schedule} variant="secondary" disabled={busy}>
              Zamanla
            </IntentButton>
            {scheduled ? (
              <IntentButton
                intent={NEWSLETTER_INTENTS.unschedule}
                variant="outline"
                disabled={busy}
              >
                Zamanlamayı kaldır
              </IntentButton>
            ) : null}
          </div>
        </fieldset>

        <div className="grid gap-2 border-t pt-5">
          <IysReminder {...iys} />
          <p id="bulten-alicilar" className="text-sm">
            Şimdi gönderirseniz bülten {count(recipients)} onaylı aboneye gider
            {stopped > 0
              ? `; üç kez kalıcı olarak reddeden ${count(stopped)} adrese gönderilmez`
              : ''}
            . Önce bir onay sorulur.
          </p>
          <div className="flex flex-wrap gap-3">
            <IntentButton
              intent={NEWSLETTER_INTENTS.askSend}
              variant="success"
              disabled={busy}
              aria-describedby="bulten-alicilar"
            >
              Şimdi gönder
            </IntentButton>
            {newsletter && confirming !== 'delete' ? (
              <Button asChild variant="outline">
                <Link to="?sil=1#silme-sorusu">Sil</Link>
              </Button>
            ) : null}
          </div>
        </div>
      </DeskForm>
      {newsletter && confirming === 'delete' ? <ConfirmDelete newsletter={newsletter} /> : null}

      <section aria-labelledby="onizleme-baslik" className="mt-10">
        <h2 id="onizleme-baslik" className="text-xl font-semibold">
          Önizleme
        </h2>
        {answer?.preview ? (
          <MailPreviewParts preview={answer.preview} />
        ) : (
          <p className="mt-2 text-muted-foreground">
            Bültenin e-postada nasıl görüneceğini (HTML ve düz metin) görmek için “Önizle” düğmesine
            basın.
          </p>
        )}
      </section>
    </>
  );
}

/** "Bir yazıdan başla": a GET form, so that it works without JavaScript too. */
function StartFromPost({
  posts,
  chosenPost,
  postError,
}: Pick<NewsletterComposeProps, 'posts' | 'chosenPost' | 'postError'>) {
  return (
    <section aria-labelledby="yazidan-baslik" className="mt-6 rounded-xl border p-4 sm:p-6">
      <h2 id="yazidan-baslik" className="text-lg font-semibold">
        Bir yazıdan başla
      </h2>
      {posts.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Yayında yazı yok.</p>
      ) : (
        <Form method="get" action={ADMIN_NEW_NEWSLETTER_PATH} className="mt-3 grid gap-3">
          <Field
            id="bulten-yazi"
            name="yazi"
            defaultValue={chosenPost === null ? '' : String(chosenPost)}
            label="Yayındaki yazı"
            hint="Konu yazının başlığıyla, içerik özetiyle ve yazının devamına bir bağlantıyla doldurulur; formda yazdıklarınızın yerine geçer."
            errors={postError ? [postError] : undefined}
          >
            {(control) => (
              <AdminSelect
                control={control}
                options={posts.map((post) => ({ value: post.id, label: post.title }))}
              />
            )}
          </Field>
          <div>
            <Button type="submit" variant="outline">
              Yazıyı kullan
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}

/** The second step of "Şimdi gönder": how many get it, and a last word. */
function ConfirmSend({
  newsletter,
  recipients,
}: {
  newsletter: DeskNewsletter;
  recipients: number;
}) {
  return (
    <ConfirmPanel
      id="gonderim-sorusu"
      tone="success"
      question={
        recipients > 0
          ? `“${newsletter.subject}” şimdi ${count(recipients)} onaylı aboneye gönderilecek. Gönderim başladıktan sonra bülten değiştirilemez. Emin misiniz?`
          : 'Onaylı abone yok; bülten gönderilemez.'
      }
      intent={recipients > 0 ? NEWSLETTER_INTENTS.send : null}
      fields={{ version: newsletter.version }}
      confirm="Evet, şimdi gönder"
      action={adminNewsletterPath(newsletter.id)}
      cancelTo={adminNewsletterPath(newsletter.id)}
    />
  );
}

function ConfirmDelete({ newsletter }: { newsletter: DeskNewsletter }) {
  return (
    <ConfirmPanel
      id="silme-sorusu"
      tone="destructive"
      question={`“${newsletter.subject}” bültenini silmek istediğinize emin misiniz? Bülten kalıcı olarak silinir.`}
      intent={NEWSLETTER_INTENTS.delete}
      confirm="Evet, sil"
      action={adminNewsletterPath(newsletter.id)}
      cancelTo={adminNewsletterPath(newsletter.id)}
    />
  );
}
