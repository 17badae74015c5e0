import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';

type Item = { id: number; createdAt: string };

function newestFirst<T extends Item>(items: T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

/** Kept current by Server-Sent Events (docs/product.md#live-updates); "resync" reloads the page data. */
export function useLiveList<T extends Item>(
  url: string,
  initial: T[],
  accept: (value: unknown) => value is T,
): T[] {
  const [items, setItems] = useState(initial);
  const [shown, setShown] = useState(initial);
  // Fresh data from the server (after "resync") replaces what the events built.
  if (shown !== initial) {
    setShown(initial);
    setItems(initial);
  }
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const source = new EventSource(url);
    source.addEventListener('resync', () => void revalidate());
    source.addEventListener('upsert', (event) => {
      try {
        const item: unknown = JSON.parse((event as MessageEvent<string>).data);
        if (!accept(item)) return;
        setItems((current) => newestFirst([...current.filter((i) => i.id !== item.id), item]));
      } catch {
        // A malformed event is ignored; the next page load shows the truth.
      }
    });
    source.addEventListener('remove', (event) => {
      try {
        const { id } = JSON.parse((event as MessageEvent<string>).data) as { id: unknown };
        setItems((current) => current.filter((item) => item.id !== id));
      } catch {
        // Ignored, like a malformed upsert.
      }
    });
    return () => source.close();
  }, [url, accept, revalidate]);
  return items;
}
