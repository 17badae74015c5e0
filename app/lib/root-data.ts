import { useRouteLoaderData } from 'react-router';

import type { loader } from '#app/root.tsx';

export type RootLoaderData = Awaited<ReturnType<typeof loader>>['data'];

/** Site identity, public URL and flash toast, loaded once by the root route. */
export function useRootData(): RootLoaderData {
  const root = useRouteLoaderData<typeof loader>('root');
  if (!root) throw new Error('Kök yükleyici verisi yok');
  return root;
}
