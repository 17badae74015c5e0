import { useEffect } from 'react';
import { Form, useNavigation, useRevalidator } from 'react-router';

import { IntentInput } from '#app/components/admin/desk-form.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { DeliveryCounts } from '#app/db/newsletters.server.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';
import { NEWSLETTER_INTENTS } from '#app/schemas/newsletter-desk-fields.ts';
import type {
  DeskNewsletter,
  MailPreview,
  NewsletterAnswer,
} from '#app/server/admin/desks/newsletter-desk.server.ts';

import { MailPreviewParts } from './mail-preview.tsx';
import { NewsletterStatusBadge } from './newsletter-status.tsx';

const count = (value: number) => value.toLocaleString('tr-TR');
const REFRESH_MS = 2000;

/**
 * A newsletter being sent or sent (docs/product.md#newsletter-desk): read-only, with its
 * progress, which follows itself while it is sent (every two seconds with JavaScript, a page
 * refresh every five without).
 */
export function NewsletterView({
  newsletter,
  counts,
  preview,
  answer,
}: {
  newsletter: DeskNewsletter;
  counts: DeliveryCounts;
  preview: MailPreview;
  answer: NewsletterAnswer | undefined;
}) {
  const live = newsletter.status === 'sending' || newsletter.status === 'paused';
  const revalidator = useRevalidator();
  const revalidate = revalidator.revalidate;
  const idle = revalidator.state === 'idle';
  const busy = useNavigation().state !== 'idle';
  useEffect(() => {
    if (!live || !idle || busy) return;
    const timer = window.setTimeout(() => void revalidate(), REFRESH_MS);
    return () => window.clearTimeout(timer);
  }, [live, idle, busy, revalidate, counts]);

  const done = counts.sent + counts.failed + counts.skipped;
  const percent = counts.total > 0 ? Math.floor((done / counts.total) * 100) : 100;
  return (
    <>
      {newsletter.status === 'sending' ? (
        // Without JavaScript the page asks for itself again; with it, the effect above does.
        <noscript dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="5">' }} />
      ) : null}
      <h1 className="text-2xl font-bold">{newsletter.subject}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span>
          <span className="font-semibold">Durum:</span>{' '}
          <NewsletterStatusBadge status={newsletter.status} />
        </span>
        {newsletter.startedAt ? (
          <span>Gönderim başladı: {formatDateTimeTr(newsletter.startedAt)} (Türkiye saati)</span>
        ) : null}
        {newsletter.finishedAt ? (
          <span>Tamamlandı: {formatDateTimeTr(newsletter.finishedAt)} (Türkiye saati)</span>
        ) : null}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        Gönderimi başlamış bir bülten değiştirilemez.
      </p>
      {answer?.formError ? (
        <div
          role="alert"
          className="mt-4 rounded-md border border-destructive p-3 font-medium text-destructive"
        >
          <p>{answer.formError.message}</p>
          {answer.values.body ? (
            <details className="mt-2 text-foreground">
              <summary>Yazdıklarınız</summary>
              <pre className="mt-2 text-sm whitespace-pre-wrap">
                {answer.values.subject}
                {'\n\n'}
                {answer.values.body}
              </pre>
            </details>
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby="ilerleme-baslik" className="mt-6 rounded-xl border p-4 sm:p-6">
        <h2 id="ilerleme-baslik" className="text-lg font-semibold">
          Gönderim durumu
        </h2>
        <div className="mt-3 grid gap-3">
          <p id="bulten-ilerleme-metni" aria-live="polite" className="text-sm">
            %{percent} tamamlandı ({count(done)} / {count(counts.total)})
          </p>
          <progress
            aria-label="Gönderim ilerlemesi"
            aria-describedby="bulten-ilerleme-metni"
            value={done}
            max={Math.max(counts.total, 1)}
            className="h-3 w-full"
          />
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <Count label="Gönderildi" value={counts.sent} />
            <Count label="Bekliyor" value={counts.pending} />
            <Count label="Başarısız" value={counts.failed} />
            <Count
              label="Gönderilmedi"
              value={counts.skipped}
              hint="ayrıldı, silindi ya da adresi üç kez reddetti"
            />
          </dl>
        </div>
        {newsletter.lastError && live ? (
          <div role="status" className="mt-4 rounded-md border border-destructive p-3 text-sm">
            <p className="font-medium">
              SMTP sunucusu geçici olarak yanıt vermiyor; gönderim sürüyor, otomatik yeniden
              denenecek.
            </p>
            <p className="mt-1 font-mono break-words">{newsletter.lastError}</p>
          </div>
        ) : null}
        {live ? (
          <Form method="post" className="mt-4">
            <IntentInput
              intent={
                newsletter.status === 'sending'
                  ? NEWSLETTER_INTENTS.pause
                  : NEWSLETTER_INTENTS.resume
              }
            />
            <Button type="submit" variant="outline" disabled={busy}>
              {newsletter.status === 'sending' ? 'Duraklat' : 'Devam et'}
            </Button>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="icerik-baslik" className="mt-10">
        <h2 id="icerik-baslik" className="text-xl font-semibold">
          İçerik
        </h2>
        <MailPreviewParts preview={preview} />
      </section>
    </>
  );
}

function Count({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-muted-foreground">
        {label}
        {hint ? <span className="block text-xs">({hint})</span> : null}
      </dt>
      <dd className="text-xl font-semibold">{count(value)}</dd>
    </div>
  );
}
