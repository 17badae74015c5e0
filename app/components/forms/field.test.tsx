// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';

import { Field, ruledFields } from '#app/components/forms/field.tsx';
import { checkFields } from '#app/components/forms/form-plumbing.tsx';
import { storyFields } from '#app/schemas/limits.ts';

function render(element: React.ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToStaticMarkup(element);
  return root;
}

test('a refused field is invalid and described by its hint and its errors; its rule becomes attributes', () => {
  const field = ruledFields('hikaye', storyFields, {
    fieldErrors: { email: ['Lütfen geçerli bir e-posta adresi girin.'] },
    values: { email: 'nur@ornek' },
  });
  const root = render(
    <Field label="E-posta adresin" hint="Yalnızca size yazmak için." {...field('email')}>
      {(control) => <input {...control} />}
    </Field>,
  );
  const input = root.querySelector('input');
  expect(root.querySelector('label')?.getAttribute('for')).toBe('hikaye-email');
  expect(input?.id).toBe('hikaye-email');
  expect(input?.name).toBe('email');
  expect(input?.getAttribute('value')).toBe('nur@ornek');
  expect(input?.type).toBe('email');
  expect(input?.required).toBe(true);
  expect(input?.maxLength).toBe(254);
  expect(input?.getAttribute('aria-invalid')).toBe('true');
  expect(input?.getAttribute('aria-describedby')).toBe('hikaye-email-aciklama hikaye-email-hata');
  expect(root.querySelector('#hikaye-email-hata')?.textContent).toBe(
    'Lütfen geçerli bir e-posta adresi girin.',
  );
});

test('a field without errors is neither invalid nor described; a form-level message can mark it', () => {
  const plain = render(
    <Field id="yorum-content" label="Yorumunuz">
      {(control) => <textarea {...control} />}
    </Field>,
  );
  expect(plain.querySelector('textarea')?.hasAttribute('aria-invalid')).toBe(false);
  expect(plain.querySelector('textarea')?.hasAttribute('aria-describedby')).toBe(false);
  const login = render(
    <Field id="giris-sifre" label="Şifre" formErrorId="giris-hata">
      {(control) => <input {...control} />}
    </Field>,
  );
  expect(login.querySelector('input')?.getAttribute('aria-describedby')).toBe('giris-hata');
  expect(login.querySelector('input')?.getAttribute('aria-invalid')).toBe('true');
});

test('the browser check reads the same rules: blank first, then an e-mail off the pattern', () => {
  const form = (values: Record<string, string>) => {
    const element = document.createElement('form');
    for (const [name, value] of Object.entries(values)) {
      const input = document.createElement('input');
      input.name = name;
      input.value = value;
      element.append(input);
    }
    return element;
  };
  expect(
    checkFields(form({ authorName: 'Nur', email: 'nur@ornek', story: '  ' }), storyFields),
  ).toBe('missing');
  expect(
    checkFields(form({ authorName: 'Nur', email: 'nur@ornek', story: 'x' }), storyFields),
  ).toBe('invalid');
  expect(
    checkFields(form({ authorName: 'Nur', email: ' nur@ornek.com ', story: 'x' }), storyFields),
  ).toBeNull();
});
