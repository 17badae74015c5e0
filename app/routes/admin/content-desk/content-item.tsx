import { ExternalLink, History } from 'lucide-react';
import { Link } from 'react-router';
import { DeskBackLink } from '#app/components/admin/desk-heading.tsx';

import {
  DeskForm,
  DeskNotices,
  IntentButton,
  useDeskAnswer,
} from '#app/components/admin/desk-form.tsx';
import { Field } from '#app/components/forms/field.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ADMIN_CONTENT_PATH } from '#app/data/page-paths.ts';
import {
  adminContentItemPath,
  adminContentListPath,
  adminContentRevisionsPath,
  NEW_ITEM_KEY,
} from '#app/lib/admin/content-paths.ts';
import type { DeskAnswer } from '#app/lib/admin/desk-form.ts';
import { formatDateTimeTr } from '#app/lib/format.ts';
import {
  CONTENT_INTENTS,
  kindTexts,
  type ContentKindName,
  type KindText,
} from '#app/schemas/content-fields.ts';
import type { FlatValues } from '#app/schemas/content-form.ts';

import { ContentField } from './content-fields.tsx';
import { ContentStateBadge, type ContentState } from './content-state.tsx';

const PREFIX = 'icerik-';
const KEY_FIELD = '_key';

type Item = {
  key: string;
  title: string;
  state: ContentState;
  version: number;
  updatedAt: string;
  updatedBy: string;
};

/** Every field's label by its form name, for the error box's links. */
function labelsOf(fields: KindText['fields'], prefix = ''): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const spec of fields) {
    labels[`${prefix}${spec.name}`] = spec.label;
    if (spec.type === 'group')
      Object.assign(labels, labelsOf(spec.fields, `${prefix}${spec.name}.`));
  }
  return labels;
}

/** An item's form (docs/product.md#content-desk): its fields, then what saving does to it. */
export function ContentItemPage({
  kind,
  item,
  values: loaded,
  overridden,
  services,
  canEditPrice,
  restoredMessage,
  stashProof,
  answer,
}: {
  kind: ContentKindName;
  item: Item | null;
  values: FlatValues;
  overridden: string[];
  services: Array<{ value: string; label: string }>;
  canEditPrice: boolean;
  restoredMessage: string | null;
  stashProof: string;
  answer:
    | DeskAnswer<FlatValues, 'invalid' | 'conflict' | 'too-large', { light: string; dark: string }>
    | undefined;
}) {
  const text: KindText = kindTexts[kind];
  const { values, busy, field } = useDeskAnswer(PREFIX, answer, loaded);
  const path = adminContentItemPath(text.segment, item?.key ?? NEW_ITEM_KEY);
  const context = {
    field: (name: string) => field(name),
    values,
    overridden: new Set(overridden),
    services,
    canEditPrice,
  };
  const state = item?.state ?? 'draft';
  const many = text.canAdd;
  const publicPath = item && state === 'published' ? text.publicPath?.(item.key) : undefined;
  return (
    <>
      <DeskBackLink to={many ? adminContentListPath(text.segment) : ADMIN_CONTENT_PATH}>
        {many ? text.plural : 'İçerik'}
      </DeskBackLink>
      <h1 className="mt-2 text-2xl font-bold">{item ? item.title : `Yeni ${text.singular}`}</h1>
      {item ? (
        <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <ContentStateBadge state={item.state} />
          <span>
            {item.version}. sürüm, {formatDateTimeTr(item.updatedAt)} (Türkiye saati),{' '}
            {item.updatedBy}
          </span>
          <Link
            to={adminContentRevisionsPath(text.segment, item.key)}
            className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
          >
            <History aria-hidden className="size-4" />
            Sürümler
          </Link>
          {publicPath ? (
            <a
              href={publicPath}
              className="inline-flex items-center gap-1 text-primary underline underline-offset-4"
            >
              <ExternalLink aria-hidden className="size-4" />
              Sitede gör
            </a>
          ) : null}
        </p>
      ) : null}
      <DeskNotices
        id="icerik-form-hata"
        answer={answer}
        labels={{ ...labelsOf(text.fields), [KEY_FIELD]: 'Adres' }}
        fieldPrefix={PREFIX}
        restoredMessage={restoredMessage}
        latest={item ? [{ href: path, label: 'Son hâlini yeni sekmede aç' }] : []}
      />
      <DeskForm
        answeredAt={answer?.answeredAt}
        stashProof={stashProof}
        version={values.version}
        action={path}
      >
        {kind === 'service' ? (
          <Field
            {...field(KEY_FIELD)}
            label="Adres"
            hint="Sayfanın adresi: /hizmetler/… Boş bırakırsanız başlıktan yapılır. Değiştirirseniz eski adres yeni adrese yönlenir."
          >
            {(control) => <Input {...control} autoComplete="off" className="sm:max-w-md" />}
          </Field>
        ) : null}
        {text.fields.map((spec) => (
          <ContentField key={spec.name} spec={spec} context={context} />
        ))}
        <div className="flex flex-wrap gap-3">
          {state === 'published' || !many ? (
            <IntentButton intent={CONTENT_INTENTS.save} disabled={busy}>
              {busy ? 'Kaydediliyor...' : 'Kaydet'}
            </IntentButton>
          ) : (
            <>
              <IntentButton intent={CONTENT_INTENTS.publish} disabled={busy}>
                {state === 'retired' ? 'Yeniden yayımla' : 'Yayımla'}
              </IntentButton>
              <IntentButton intent={CONTENT_INTENTS.save} variant="outline" disabled={busy}>
                {state === 'retired' ? 'Kaydet (yayında değil)' : 'Taslak olarak kaydet'}
              </IntentButton>
            </>
          )}
          {many && state === 'published' ? (
            <IntentButton intent={CONTENT_INTENTS.retire} variant="outline" disabled={busy}>
              Yayından kaldır
            </IntentButton>
          ) : null}
          <IntentButton intent={CONTENT_INTENTS.preview} variant="outline" disabled={busy}>
            Önizle
          </IntentButton>
          {item ? null : (
            <Button asChild variant="ghost">
              <Link to={adminContentListPath(text.segment)}>Vazgeç</Link>
            </Button>
          )}
        </div>
      </DeskForm>
      {answer?.preview ? <ContentPreview {...answer.preview} /> : null}
    </>
  );
}

/**
 * The public sections with what she typed, not saved, in both themes: each frame sets its
 * palette whatever the desk's own theme is. The dark copy repeats the light one for the eye only:
 * a screen reader reads the text once.
 */
function ContentPreview(html: { light: string; dark: string }) {
  return (
    <section aria-labelledby="onizleme-baslik" className="mt-8">
      <h2 id="onizleme-baslik" className="text-xl font-semibold">
        Önizleme (kaydedilmedi)
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Ziyaretçiler böyle görecek: önce açık, sonra koyu temada. Beğendiyseniz yukarıdan kaydedin.
      </p>
      {(['light', 'dark'] as const).map((theme) => (
        <figure key={theme} className="mt-4 overflow-hidden rounded-xl border">
          <figcaption className="border-b bg-muted px-4 py-2 text-sm font-semibold">
            {theme === 'light' ? 'Açık tema' : 'Koyu tema'}
          </figcaption>
          <div
            className={`${theme} bg-background text-foreground`}
            inert={theme === 'dark'}
            // Drawn on the server by the public pages' own components, from checked data.
            dangerouslySetInnerHTML={{ __html: html[theme] }}
          />
        </figure>
      ))}
    </section>
  );
}
