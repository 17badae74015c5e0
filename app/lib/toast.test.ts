import { expect, test } from 'vitest';

import { dismissToast, showToast, toastStore } from '#app/lib/toast.ts';

test('one toast at a time: a new one replaces the current one', () => {
  const first = showToast({ title: 'Bir', description: 'ilk' });
  const second = showToast({ title: 'İki', description: 'ikinci', variant: 'destructive' });
  expect(toastStore.get()).toEqual(second);
  expect(second.id).not.toBe(first.id);
  dismissToast(first.id);
  expect(toastStore.get()).toEqual(second);
  dismissToast(second.id);
  expect(toastStore.get()).toBeNull();
});

test('subscribers hear every change', () => {
  let calls = 0;
  const unsubscribe = toastStore.subscribe(() => (calls += 1));
  const toast = showToast({ description: 'Merhaba' });
  expect(toast.variant).toBe('default');
  dismissToast(toast.id);
  unsubscribe();
  showToast({ description: 'duyulmaz' });
  expect(calls).toBe(2);
});
