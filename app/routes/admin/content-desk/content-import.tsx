import { Form, useNavigation } from 'react-router';
import { DeskBackLink } from '#app/components/admin/desk-heading.tsx';

import { FormErrorBox } from '#app/components/admin/desk-form.tsx';
import { Field } from '#app/components/forms/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import {
  ADMIN_CONTENT_IMPORT_PATH,
  ADMIN_CONTENT_PATH,
  ADMIN_CONTENT_YAML_PATH,
} from '#app/data/page-paths.ts';
import { CONTENT_FILE_FIELD } from '#app/schemas/content-fields.ts';
import type { DeskAnswer } from '#app/lib/admin/desk-form.ts';

const FILE_ID = 'icerik-dosya';

/**
 * /yonetim/icerik/ice-aktar (docs/decisions/0050-content-yaml.md): a plain multipart form, so it
 * works without JavaScript; a refused file's lines are listed under the file field.
 */
export function ContentImportPage({
  untouched,
  answer: actionData,
}: {
  untouched: boolean;
  answer: Pick<DeskAnswer<Record<string, string>, string>, 'formError' | 'fieldErrors'> | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const errors = actionData?.fieldErrors?.[CONTENT_FILE_FIELD];
  return (
    <>
      <DeskBackLink to={ADMIN_CONTENT_PATH}>İçerik</DeskBackLink>
      <h1 className="mt-2 text-2xl font-bold">İçeriği içe aktar</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Başka bir kurulumdan{' '}
        <a href={ADMIN_CONTENT_YAML_PATH} className="text-primary underline">
          dışa aktarılmış
        </a>{' '}
        içerik dosyasını (YAML) bu siteye yükler: hizmetler, fiyat listeleri, sorular, ürünler,
        metinler ve kimlik bilgileri dosyadakilerle değişir. Yazılar, hikâyeler, aboneler ve
        randevular olduğu gibi kalır.
      </p>
      {untouched ? (
        <>
          <p
            role="note"
            className="mt-4 max-w-3xl rounded-md border border-destructive p-3 font-medium"
          >
            Dikkat: sitedeki içeriğin tamamı ve önceki sürümleri silinir, yerine dosyadakiler gelir.
            Bu işlem geri alınamaz. Dosya kontrolden geçmezse hiçbir şey değişmez.
          </p>
          {actionData?.formError ? (
            <FormErrorBox id="icerik-aktar-hata" message={actionData.formError.message} />
          ) : null}
          <Form
            method="post"
            encType="multipart/form-data"
            action={ADMIN_CONTENT_IMPORT_PATH}
            className="mt-6 grid max-w-xl gap-5 rounded-xl border bg-card p-4 text-card-foreground sm:p-6"
          >
            <Field
              id={FILE_ID}
              name={CONTENT_FILE_FIELD}
              label="İçerik dosyası (.yaml)"
              hint="Bu sitenin “İçeriği indir” bağlantısıyla aldığınız dosya."
              errors={errors}
            >
              {(control) => (
                <Input {...control} type="file" accept=".yaml,.yml,application/yaml" required />
              )}
            </Field>
            <Button
              type="submit"
              variant="destructive"
              disabled={busy}
              className="justify-self-start"
            >
              {busy ? 'Aktarılıyor…' : 'İçeriği değiştir ve içe aktar'}
            </Button>
          </Form>
        </>
      ) : (
        <p role="note" className="mt-4 max-w-3xl rounded-md border p-3">
          Bu sitenin içeriği kurulduğundan beri değiştirildi; içe aktarma, emek kaybolmasın diye
          yalnızca boş bir siteye yapılır. İçeriği başka bir siteye taşımak için{' '}
          <a href={ADMIN_CONTENT_YAML_PATH} className="text-primary underline">
            içeriği indirin
          </a>{' '}
          ve dosyayı yeni sitenin bu sayfasından yükleyin.
        </p>
      )}
    </>
  );
}
