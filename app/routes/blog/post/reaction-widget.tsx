import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';

import { Button } from '#app/components/ui/button.tsx';

type Reaction = 'useful' | 'not-useful';

const storageKey = (slug: string) => `tepki:${slug}`;

function readReaction(slug: string): Reaction | null {
  try {
    const value = localStorage.getItem(storageKey(slug));
    return value === 'useful' || value === 'not-useful' ? value : null;
  } catch {
    return null;
  }
}

const noSubscription = () => () => {};

/** "Bu yazı faydalı oldu mu?" The answer stays in this browser only: no request, no tracking. */
export function ReactionWidget({ slug }: { slug: string }) {
  const stored = useSyncExternalStore(
    noSubscription,
    () => readReaction(slug),
    () => null,
  );
  const [chosen, setChosen] = useState<Reaction | null>(null);
  const reaction = chosen ?? stored;
  const choose = (value: Reaction) => {
    setChosen(value);
    try {
      localStorage.setItem(storageKey(slug), value);
    } catch {
      // Storage off: the thanks still shows on this page.
    }
  };
  return (
    <section
      aria-labelledby="faydali-mi"
      className="js-only mt-12 rounded-xl border bg-secondary p-6 text-secondary-foreground"
    >
      <h2 id="faydali-mi" className="text-lg font-semibold">
        Bu yazı faydalı oldu mu?
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant={reaction === 'useful' ? 'default' : 'outline'}
          aria-pressed={reaction === 'useful'}
          onClick={() => choose('useful')}
        >
          <ThumbsUp aria-hidden /> Evet, faydalı
        </Button>{' '}
        <Button
          type="button"
          variant={reaction === 'not-useful' ? 'default' : 'outline'}
          aria-pressed={reaction === 'not-useful'}
          onClick={() => choose('not-useful')}
        >
          <ThumbsDown aria-hidden /> Pek değil
        </Button>
        <p role="status" className="text-sm">
          {reaction === 'useful'
            ? 'Teşekkürler! Yeni yazılardan haberdar olmak için bültene katılabilirsin.'
            : reaction === 'not-useful'
              ? 'Teşekkürler! Neyin eksik kaldığını aşağıya yorum olarak yazarsan çok sevinirim.'
              : null}
        </p>
      </div>
    </section>
  );
}
