import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

import { cn } from '#app/lib/cn.ts';
import { showToast, toastStore, type Toast } from '#app/lib/toast.ts';

const RadixToaster = lazy(() => import('#app/components/layout/radix-toaster.tsx'));

/** Shows the current toast; the Radix code loads with the first one (docs/decisions/0013). */
export function Toaster({ flash }: { flash: Toast | null }) {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => null);
  const [needed, setNeeded] = useState(false);
  if (toast && !needed) setNeeded(true);

  useEffect(() => {
    if (flash) showToast(flash);
  }, [flash]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster toast={toast} />
    </Suspense>
  );
}

/** The same message without JavaScript: a live region CSS hides once the page has the `js` class. */
export function InlineToast({ toast }: { toast: Toast | null }) {
  if (!toast) return null;
  return (
    <div
      role={toast.variant === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'no-js-only mx-auto my-4 max-w-3xl rounded-lg border p-4',
        toast.variant === 'destructive'
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'border-primary bg-secondary text-secondary-foreground',
      )}
    >
      {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
      <p>{toast.description}</p>
    </div>
  );
}
