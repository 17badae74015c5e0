import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import { ConsentBox } from '#app/components/forms/consent-box.tsx';
import { Field, ruledFields } from '#app/components/forms/field.tsx';
import { InlineToast } from '#app/components/layout/toaster.tsx';
import {
  checkFields,
  HiddenFormFields,
  refuseSubmit,
  useResultToast,
} from '#app/components/forms/form-plumbing.tsx';
import { PrivacyNote } from '#app/components/forms/privacy-note.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input, Textarea } from '#app/components/ui/input.tsx';
import { storyPageMessages } from '#app/data/messages/story-messages.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { createToast, showToast } from '#app/lib/toast.ts';
import { PHOTO_MAX_BYTES, storyFields } from '#app/schemas/limits.ts';

type Preview = { url: string; name: string };

/** "Dönüşüm hikâyeni paylaş" (docs/product.md#story); the server checks everything again. */
export function StoryForm({ initial, consentText }: { initial?: FormResult; consentText: string }) {
  const fetcher = useFetcher<FormResult>({ key: 'story' });
  const form = useRef<HTMLFormElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const result = fetcher.data ?? initial;
  const busy = fetcher.state !== 'idle';

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  useResultToast(fetcher.data, () => {
    form.current?.reset();
    setPreview(null);
  });

  const failed = result && !result.ok ? result : undefined;
  const field = ruledFields('hikaye', storyFields, failed);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/?index"
      encType="multipart/form-data"
      noValidate
      className="relative grid gap-4"
      onSubmit={(event) => {
        // An e-mail off the pattern goes on: the server's answer also marks the field.
        if (checkFields(event.currentTarget, storyFields) === 'missing') {
          refuseSubmit(event, storyPageMessages.missingTitle, storyPageMessages.missingText);
        }
      }}
    >
      <HiddenFormFields />
      {initial ? <InlineToast toast={createToast(initial.toast)} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Adın Soyadın" {...field('authorName')}>
          {(control) => <Input {...control} autoComplete="name" />}
        </Field>
        <Field label="E-posta adresin" {...field('email')}>
          {(control) => <Input {...control} autoComplete="email" />}
        </Field>
      </div>
      <Field label="Dönüşüm hikâyen" {...field('story')}>
        {(control) => <Textarea {...control} rows={6} />}
      </Field>
      <Field
        id="hikaye-photo"
        name="photo"
        label="Fotoğrafın (isteğe bağlı, en fazla 5 MB)"
        errors={failed?.fieldErrors?.photo}
      >
        {(control) => (
          <>
            <Input
              {...control}
              type="file"
              accept="image/*"
              onChange={(event) => {
                const input = event.currentTarget;
                const file = input.files?.[0];
                if (!file) {
                  setPreview(null);
                  return;
                }
                if (file.size > PHOTO_MAX_BYTES || !file.type.startsWith('image/')) {
                  input.value = '';
                  setPreview(null);
                  showToast(
                    file.size > PHOTO_MAX_BYTES
                      ? {
                          title: storyPageMessages.tooLargeTitle,
                          description: storyPageMessages.tooLargeText,
                          variant: 'destructive',
                        }
                      : {
                          title: storyPageMessages.errorTitle,
                          description: storyPageMessages.uploadFailed(storyPageMessages.notAnImage),
                          variant: 'destructive',
                        },
                  );
                  return;
                }
                setPreview({ url: URL.createObjectURL(file), name: file.name });
              }}
            />
            {preview ? (
              <div className="flex items-center gap-3">
                <img
                  src={preview.url}
                  alt="Seçilen fotoğrafın önizlemesi"
                  width={64}
                  height={64}
                  className="size-16 rounded-lg border object-cover"
                />
                <span className="text-sm text-muted-foreground">{preview.name}</span>
              </div>
            ) : null}
          </>
        )}
      </Field>
      <ConsentBox id="hikaye-izin" text={consentText} failed={failed} />{' '}
      <Button type="submit" size="lg" disabled={busy} className="justify-self-start">
        {busy ? 'Gönderiliyor...' : 'Hikâyemi Gönder'}
      </Button>{' '}
      <PrivacyNote />
    </fetcher.Form>
  );
}
