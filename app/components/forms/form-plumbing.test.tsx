// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, test } from 'vitest';

import { useResultToast } from '#app/components/forms/form-plumbing.tsx';
import { dismissToast, toastStore } from '#app/lib/toast.ts';

type Answer = Parameters<typeof useResultToast>[0];

declare global {
  // React reads this flag to know that `act` drives the renders.
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const success: Answer = {
  ok: true,
  toast: { title: 'Başarıyla Abone Oldunuz! 🎉', description: 'Kaydınız alındı.' },
};
const duplicate: Answer = {
  ok: false,
  toast: { title: 'Hata', description: 'Bu e-posta adresi zaten kayıtlı.', variant: 'destructive' },
};

// Like React Router's fetcher data: a value React reads while rendering but does not own.
let answer: Answer;
let resets = 0;

function Form({ version }: { version: number }) {
  const [error, setError] = useState<string | null>(null);
  useResultToast(answer, () => (resets += 1));
  return (
    <button
      type="button"
      data-version={version}
      // Like the newsletter form clearing an error it does not have: a state update that
      // ends where it started.
      onClick={() => {
        setError('geçici');
        setError(null);
      }}
    >
      {error ?? 'Abone Ol'}
    </button>
  );
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  answer = undefined;
  resets = 0;
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  const shown = toastStore.get();
  if (shown) dismissToast(shown.id);
});

const render = (version: number) => act(() => root.render(<Form version={version} />));

test('each new answer shows its toast once; a success resets the form, a failure does not', () => {
  render(0);
  expect(toastStore.get()).toBeNull();

  answer = success;
  render(1);
  expect(toastStore.get()?.description).toBe('Kaydınız alındı.');
  expect(resets).toBe(1);

  dismissToast(toastStore.get()?.id ?? '');
  render(2);
  expect(toastStore.get()).toBeNull();
  expect(resets).toBe(1);

  answer = duplicate;
  render(3);
  expect(toastStore.get()).toMatchObject({
    description: 'Bu e-posta adresi zaten kayıtlı.',
    variant: 'destructive',
  });
  expect(resets).toBe(1);
});

test('an answer first seen by a render React abandons still gets its toast', () => {
  answer = success;
  render(0);
  expect(toastStore.get()?.description).toBe('Kaydınız alındı.');

  // The server's "already subscribed" arrives; before the router's own update renders, a state
  // update that changes nothing makes React render the form and throw that render away.
  answer = duplicate;
  act(() => container.querySelector('button')?.click());
  render(1);
  expect(toastStore.get()?.description).toBe('Bu e-posta adresi zaten kayıtlı.');
  expect(resets).toBe(1);
});
