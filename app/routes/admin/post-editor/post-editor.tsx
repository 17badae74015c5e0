import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { Link, useFetcher } from 'react-router';

import {
  DeskForm,
  DeskNotices,
  TurkeyTimeField,
  useDeskAnswer,
} from '#app/components/admin/desk-form.tsx';
import { Field, type FieldControl } from '#app/components/forms/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input, Textarea } from '#app/components/ui/input.tsx';
import { AdminSelect } from '#app/components/admin/admin-select.tsx';
import {
  ADMIN_NEW_NEWSLETTER_PATH,
  ADMIN_POST_IMAGES_PATH,
  BLOG_PATH,
} from '#app/data/page-paths.ts';
import { INTENT_FIELD } from '#app/lib/admin/desk-form.ts';
import { slugFromTitle } from '#app/lib/slug.ts';
import { postImageMessages } from '#app/data/messages/post-image-messages.ts';
import { POST_IMAGE_MAX_BYTES } from '#app/schemas/post-limits.ts';
import {
  ALT_MAX,
  AUTHOR_MAX,
  CATEGORY_MAX,
  EXCERPT_MAX,
  NEW_CATEGORY,
  POST_INTENTS,
  SEO_DESCRIPTION_HINT,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_HINT,
  SEO_TITLE_MAX,
  TITLE_MAX,
  type PostFormValues,
} from '#app/schemas/post-fields.ts';
import type { EditorAnswer, EditorPost } from '#app/server/admin/desks/post-desk.server.ts';
import { SLUG_MAX } from '#app/lib/slug.ts';

import {
  adminPostPath,
  adminPostPreviewPath,
  adminPostRevisionsPath,
} from '#app/lib/admin/post-paths.ts';
import { describeStatus } from '#app/routes/admin/posts/post-status.tsx';

import { ConfirmDelete, PostActions } from './post-actions.tsx';

const POST_IMAGE_MAX_MB = POST_IMAGE_MAX_BYTES / (1024 * 1024);

const noSubscription = () => () => {};

/*
 * Input's look (fieldClass of app/components/ui/input.tsx), written out: importing it would make
 * the public pages' shared script export one more name (the 120 KB budget).
 */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export type PostEditorProps = {
  post: EditorPost | null;
  values: PostFormValues;
  categories: string[];
  restoredMessage: string | null;
  confirmingDelete: boolean;
  canShareInNewsletter: boolean;
  stashProof: string;
  answer: EditorAnswer | undefined;
};

/** The newest of two answers carrying a preview (the live one, or Önizle's). */
function latest(...answers: Array<EditorAnswer | undefined>): EditorAnswer | undefined {
  return answers
    .filter((answer) => answer?.preview !== undefined)
    .sort((a, b) => (b?.answeredAt ?? 0) - (a?.answeredAt ?? 0))[0];
}

/** The post editor (docs/product.md#publishing-desk): a multipart form, no JavaScript needed. */
export function PostEditor({
  post,
  values: loaded,
  categories,
  restoredMessage,
  confirmingDelete,
  canShareInNewsletter,
  stashProof,
  answer,
}: PostEditorProps) {
  const { values, errors, busy, field } = useDeskAnswer('yazi-', answer, loaded);
  const preview = useFetcher<EditorAnswer>({ key: 'yazi-onizleme' });
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const shown = latest(preview.data, answer);
  const isNew = post === null;

  const submitPreview = preview.submit;
  const refreshPreview = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === 'string') params.append(name, value);
      }
      params.set(INTENT_FIELD, POST_INTENTS.preview);
      // A preview changes nothing: no loader runs again after it. A revalidation of the root
      // could otherwise take the one-time toast of a save made meanwhile (docs/product.md#toasts).
      void submitPreview(params, { method: 'post', defaultShouldRevalidate: false });
    }, 400);
  }, [submitPreview]);
  // With JavaScript the preview is there from the start and follows every change.
  useEffect(() => {
    refreshPreview();
    return () => window.clearTimeout(timer.current);
  }, [refreshPreview]);

  return (
    <>
      <h1 className="text-2xl font-bold">{isNew ? 'Yeni yazı' : 'Yazıyı düzenle'}</h1>
      {post ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <p>
            <span className="font-semibold">Durum:</span> {describeStatus(post)}
          </p>
          <Link to={adminPostPreviewPath(post.id)} className="font-medium text-primary underline">
            Önizleme sayfası
          </Link>
          <Link to={adminPostRevisionsPath(post.id)} className="font-medium text-primary underline">
            Sürümler
          </Link>
          {post.status === 'published' ? (
            <>
              <a href={`${BLOG_PATH}/${post.slug}`} className="font-medium text-primary underline">
                Sitede gör
              </a>
              {canShareInNewsletter ? (
                <Link
                  to={`${ADMIN_NEW_NEWSLETTER_PATH}?yazi=${post.id}`}
                  className="font-medium text-primary underline"
                >
                  Bültende paylaş
                </Link>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
      <DeskNotices
        id="yazi-form-hata"
        answer={answer}
        restoredMessage={restoredMessage}
        latest={
          post
            ? [
                { href: adminPostPath(post.id), label: 'Son sürümü yeni sekmede aç' },
                { href: adminPostRevisionsPath(post.id), label: 'Sürümleri yeni sekmede aç' },
              ]
            : []
        }
      />

      <DeskForm
        formRef={formRef}
        answeredAt={answer?.answeredAt}
        stashProof={stashProof}
        version={values.version}
        encType="multipart/form-data"
        onInput={refreshPreview}
        onChange={refreshPreview}
        // A preview still waiting would run after the save and compete with its answer.
        onSubmit={() => window.clearTimeout(timer.current)}
      >
        <input type="hidden" name="coverImage" value={values.coverImage ?? ''} />
        <TitleAndSlug
          title={field('title')}
          slug={field('slug')}
          follows={isNew && (!values.slug || values.slug === slugFromTitle(values.title ?? ''))}
          published={post !== null && post.status !== 'draft' && post.publishedAt !== null}
        />
        <Field
          {...field('excerpt')}
          label="Özet"
          hint="Listede ve paylaşımlarda görünür: 40–300 karakter."
        >
          {(control) => <Textarea {...control} maxLength={EXCERPT_MAX} rows={3} />}
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field('category')} label="Kategori">
            {(control) => (
              <AdminSelect control={control} none="Kategori yok" options={categories}>
                <option value={NEW_CATEGORY}>Yeni kategori…</option>
              </AdminSelect>
            )}
          </Field>
          <Field
            {...field('newCategory')}
            label="Yeni kategori"
            hint="Listede yoksa “Yeni kategori…” seçin ve adını buraya yazın."
          >
            {(control) => <Input {...control} maxLength={CATEGORY_MAX} />}
          </Field>
        </div>
        <Field {...field('author')} label="Yazar">
          {(control) => <Input {...control} maxLength={AUTHOR_MAX} autoComplete="name" />}
        </Field>
        <CoverFields
          coverImage={values.coverImage ?? ''}
          coverAlt={field('coverAlt')}
          fileErrors={errors.coverFile}
        />
        <BodyField body={field('body')} bodyImageAlt={field('bodyImageAlt')} errors={errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <CountedField
            control={field('seoTitle')}
            label="SEO başlığı (isteğe bağlı)"
            hint={SEO_TITLE_HINT}
            max={SEO_TITLE_MAX}
          />
          <CountedField
            control={field('seoDescription')}
            label="SEO açıklaması (isteğe bağlı)"
            hint={SEO_DESCRIPTION_HINT}
            max={SEO_DESCRIPTION_MAX}
            multiline
          />
        </div>
        <TurkeyTimeField
          {...field('publishAt')}
          label="Yayın zamanı (Türkiye saati, GMT+3)"
          hint="Yalnızca “Zamanla” için: yazı bu zamanda kendiliğinden yayına girer."
        />
        <PostActions post={post} confirmingDelete={confirmingDelete} busy={busy} />
      </DeskForm>
      {post && confirmingDelete ? <ConfirmDelete post={post} /> : null}

      <section aria-labelledby="onizleme-baslik" className="mt-10">
        <h2 id="onizleme-baslik" className="text-xl font-semibold">
          Önizleme
        </h2>
        {shown?.preview !== undefined ? (
          <article
            className="mx-auto mt-4 max-w-3xl rounded-xl border bg-background px-4 py-8 sm:px-8"
            aria-live="polite"
            aria-busy={preview.state !== 'idle'}
            dangerouslySetInnerHTML={{ __html: shown.preview }}
          />
        ) : (
          <p className="mt-2 text-muted-foreground">
            Yazının sitede nasıl görüneceğini görmek için “Önizle” düğmesine basın.
          </p>
        )}
      </section>
    </>
  );
}

type Control = { id: string; name: string; defaultValue: string; errors?: string[] };

function TitleAndSlug({
  title,
  slug,
  follows,
  published,
}: {
  title: Control;
  slug: Control;
  follows: boolean;
  published: boolean;
}) {
  const slugInput = useRef<HTMLInputElement>(null);
  // The address follows the title until she types in it herself.
  const following = useRef(follows);
  return (
    <>
      <Field {...title} label="Başlık">
        {(control) => (
          <Input
            {...control}
            maxLength={TITLE_MAX}
            onInput={(event) => {
              if (following.current && slugInput.current) {
                slugInput.current.value = slugFromTitle(event.currentTarget.value);
              }
            }}
          />
        )}
      </Field>
      <Field
        {...slug}
        label="Adres"
        hint={
          <>
            Yazının adresi: /blog/<strong>adres</strong>. Küçük harf, rakam ve tire; boş
            bırakırsanız başlıktan oluşturulur.
            {published ? (
              <>
                {' '}
                Bu yazı yayımlandı: adresini değiştirirseniz eski adres yeni adrese yönlendirilir,
                yorumları da taşınır.
              </>
            ) : null}
          </>
        }
      >
        {(control) => (
          <Input
            {...control}
            ref={slugInput}
            maxLength={SLUG_MAX}
            spellCheck={false}
            autoCapitalize="none"
            onInput={() => {
              following.current = false;
            }}
          />
        )}
      </Field>
    </>
  );
}

/** A file input that refuses a file past the limit at once (with JavaScript), before anything is sent. */
function ImageInput({
  control,
  onTooLarge,
}: {
  control: FieldControl;
  onTooLarge: (tooLarge: boolean) => void;
}) {
  return (
    <Input
      {...control}
      type="file"
      accept={IMAGE_TYPES}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        const file = event.currentTarget.files?.[0];
        const tooLarge = file !== undefined && file.size > POST_IMAGE_MAX_BYTES;
        if (tooLarge) event.currentTarget.value = '';
        onTooLarge(tooLarge);
      }}
    />
  );
}

function CoverFields({
  coverImage,
  coverAlt,
  fileErrors,
}: {
  coverImage: string;
  coverAlt: Control;
  fileErrors: string[] | undefined;
}) {
  const [tooLarge, setTooLarge] = useState(false);
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 font-semibold">Kapak görseli</legend>
      {coverImage ? (
        <img
          src={coverImage}
          alt="Şu anki kapak görseli"
          className="aspect-[40/21] w-full max-w-xs rounded-md border object-cover"
        />
      ) : null}
      <Field
        id="yazi-coverFile"
        name="coverFile"
        label={coverImage ? 'Yeni kapak görseli' : 'Kapak görseli'}
        hint={`JPEG, PNG veya WebP; en fazla ${POST_IMAGE_MAX_MB} MB. Yeni bir görsel seçerseniz şu ankinin yerini alır.`}
        errors={tooLarge ? [postImageMessages.tooLarge] : fileErrors}
      >
        {(control) => <ImageInput control={control} onTooLarge={setTooLarge} />}
      </Field>
      <Field
        {...coverAlt}
        label="Kapak görselinin metni"
        hint="Görseli göremeyenler için görselde ne olduğunu kısaca anlatın."
      >
        {(control) => <Input {...control} maxLength={ALT_MAX} />}
      </Field>
    </fieldset>
  );
}

function BodyField({
  body,
  bodyImageAlt,
  errors,
}: {
  body: Control;
  bodyImageAlt: Control;
  errors: Record<string, string[]>;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  /** With JavaScript: the picture is uploaded now and its Markdown put where the cursor is. */
  async function insertImage() {
    const file = fileInput.current?.files?.[0];
    const alt = altInput.current?.value.trim() ?? '';
    if (!file) return setUploadError('Önce bir görsel seçin.');
    if (!alt) return setUploadError('Görseli anlatan kısa bir metin yazın.');
    setUploading(true);
    setUploadError(null);
    try {
      const form = new FormData();
      form.append('file', file);
      form.append('alt', alt);
      const response = await fetch(ADMIN_POST_IMAGES_PATH, { method: 'POST', body: form });
      const result = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
      if (!result.url) {
        setUploadError(result.error ?? 'Görsel yüklenemedi. Lütfen tekrar deneyin.');
        return;
      }
      const area = textarea.current;
      if (area) {
        const markdown = `![${alt.replace(/[[\]]/g, '')}](${result.url})`;
        const at = area.selectionStart ?? area.value.length;
        area.setRangeText(`\n\n${markdown}\n\n`, at, area.selectionEnd ?? at, 'end');
        area.dispatchEvent(new Event('input', { bubbles: true }));
        area.focus();
      }
      if (fileInput.current) fileInput.current.value = '';
      if (altInput.current) altInput.current.value = '';
    } catch {
      setUploadError('Görsel yüklenemedi. Lütfen tekrar deneyin.');
    } finally {
      setUploading(false);
    }
  }

  return (
    <>
      <Field
        {...body}
        label="Metin (Markdown)"
        hint="## Ara başlık, **kalın**, *italik*, - liste, > alıntı, [bağlantı](https://…), tablolar."
      >
        {(control) => (
          <Textarea {...control} ref={textarea} rows={18} className="font-mono text-sm" />
        )}
      </Field>
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 font-semibold">Metne görsel ekle</legend>
        <p className="text-sm text-muted-foreground">
          Seçtiğiniz görsel kaydederken ya da önizlerken yüklenir ve metnin sonuna eklenir
          {hydrated ? '; “Görseli imlecin yerine ekle” ile hemen, imlecin olduğu yere eklenir' : ''}
          .
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="yazi-bodyImage"
            name="bodyImageFile"
            label="Görsel"
            hint={`JPEG, PNG veya WebP; en fazla ${POST_IMAGE_MAX_MB} MB.`}
            errors={errors.bodyImage}
          >
            {(control) => (
              <Input
                {...control}
                ref={fileInput}
                type="file"
                accept={IMAGE_TYPES}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  if (file && file.size > POST_IMAGE_MAX_BYTES) {
                    event.currentTarget.value = '';
                    setUploadError(postImageMessages.tooLarge);
                  } else setUploadError(null);
                }}
              />
            )}
          </Field>
          <Field {...bodyImageAlt} label="Görselin metni">
            {(control) => <Input {...control} ref={altInput} maxLength={ALT_MAX} />}
          </Field>
        </div>
        {hydrated ? (
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={uploading}
              onClick={() => void insertImage()}
            >
              {uploading ? 'Yükleniyor…' : 'Görseli imlecin yerine ekle'}
            </Button>
            {uploadError ? (
              <p role="alert" className="mt-1 text-sm font-medium text-destructive">
                {uploadError}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>
    </>
  );
}

function CountedField({
  control,
  label,
  hint,
  max,
  multiline = false,
}: {
  control: Control;
  label: ReactNode;
  hint: number;
  max: number;
  multiline?: boolean;
}) {
  const [length, setLength] = useState(control.defaultValue.length);
  const onInput = (event: { currentTarget: { value: string } }) =>
    setLength(event.currentTarget.value.length);
  return (
    <Field
      {...control}
      label={label}
      hint={`Arama sonuçlarında görünür; en fazla ${hint} karakter önerilir (${length} karakter).`}
    >
      {(props) =>
        multiline ? (
          <Textarea {...props} maxLength={max} rows={3} onInput={onInput} />
        ) : (
          <Input {...props} maxLength={max} onInput={onInput} />
        )
      }
    </Field>
  );
}
