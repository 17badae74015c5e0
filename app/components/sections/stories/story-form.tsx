import { ImagePlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import { FieldError } from '#app/components/forms/field-error.tsx';
import { InlineToast } from '#app/components/layout/toaster.tsx';
import { HoneypotField, useResultToast } from '#app/components/forms/form-plumbing.tsx';
import { PrivacyNote } from '#app/components/forms/privacy-note.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Input, Textarea } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { storyMessages } from '#app/data/story-messages.ts';
import type { FormResult } from '#app/lib/form-result.ts';
import { createToast, showToast } from '#app/lib/toast.ts';
import { EMAIL_MAX, NAME_MAX, PHOTO_MAX_BYTES, STORY_MAX } from '#app/schemas/limits.ts';

type Preview = { url: string; name: string };

/**
 * "Dönüşüm hikayeni paylaş" (SPEC §4-5): name, e-mail, story and an optional photo. Checked in
 * the browser before anything is sent, and again on the server.
 */
export function StoryForm({ initial }: { initial?: FormResult }) {
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
  const errorsOf = (field: string) => failed?.fieldErrors?.[field];
  const field = (name: string) => ({
    id: `hikaye-${name}`,
    name,
    defaultValue: failed?.values?.[name],
    'aria-invalid': errorsOf(name) ? true : undefined,
    'aria-describedby': errorsOf(name) ? `hikaye-${name}-hata` : undefined,
  });

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/?index"
      encType="multipart/form-data"
      noValidate
      className="relative grid gap-4"
      onSubmit={(event) => {
        const data = new FormData(event.currentTarget);
        const blank = ['authorName', 'email', 'story'].some(
          (name) => String(data.get(name) ?? '').trim() === '',
        );
        if (blank) {
          event.preventDefault();
          showToast({
            title: storyMessages.missingTitle,
            description: storyMessages.missingText,
            variant: 'destructive',
          });
        }
      }}
    >
      <HoneypotField />
      {initial ? <InlineToast toast={createToast(initial.toast)} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="hikaye-authorName">Adın Soyadın</Label>
          <Input {...field('authorName')} required maxLength={NAME_MAX} autoComplete="name" />
          <FieldError id="hikaye-authorName-hata" errors={errorsOf('authorName')} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="hikaye-email">E-posta adresin</Label>
          <Input
            {...field('email')}
            type="email"
            required
            maxLength={EMAIL_MAX}
            autoComplete="email"
          />
          <FieldError id="hikaye-email-hata" errors={errorsOf('email')} />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="hikaye-story">Dönüşüm hikayen</Label>
        <Textarea {...field('story')} required maxLength={STORY_MAX} rows={6} />
        <FieldError id="hikaye-story-hata" errors={errorsOf('story')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="hikaye-photo">Fotoğrafın (isteğe bağlı, en fazla 5 MB)</Label>
        <Input
          id="hikaye-photo"
          name="photo"
          type="file"
          accept="image/*"
          aria-describedby={errorsOf('photo') ? 'hikaye-photo-hata' : undefined}
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
                      title: storyMessages.tooLargeTitle,
                      description: storyMessages.tooLargeText,
                      variant: 'destructive',
                    }
                  : {
                      title: storyMessages.errorTitle,
                      description: storyMessages.uploadFailed(storyMessages.notAnImage),
                      variant: 'destructive',
                    },
              );
              return;
            }
            setPreview({ url: URL.createObjectURL(file), name: file.name });
          }}
        />
        <FieldError id="hikaye-photo-hata" errors={errorsOf('photo')} />
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
      </div>
      <Button type="submit" size="lg" disabled={busy} className="justify-self-start">
        <ImagePlus aria-hidden />
        {busy ? 'Gönderiliyor...' : 'Hikayemi Gönder'}
      </Button>
      <PrivacyNote informal />
    </fetcher.Form>
  );
}
