import { useRouteLoaderData } from 'react-router';

import type { loader } from '#app/root.tsx';

export type RootLoaderData = Awaited<ReturnType<typeof loader>>['data'];

export function useRootData(): RootLoaderData {
  const root = useRouteLoaderData<typeof loader>('root');
  if (!root) throw new Error('Kök yükleyici verisi yok');
  return root;
}
