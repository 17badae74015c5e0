import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';

import { Button } from '#app/components/ui/button.tsx';
import { applyTheme, themeStore } from '#app/lib/theme.ts';

/** Light/dark switch (docs/product.md#layout). Needs JavaScript, so it is hidden without it. */
export function ThemeToggle() {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.get, themeStore.getServer);

  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="js-only"
      aria-label="Koyu tema"
      aria-pressed={theme === 'dark'}
      onClick={() => {
        applyTheme(theme === 'dark' ? 'light' : 'dark');
      }}
    >
      <Moon aria-hidden className="dark:hidden" />
      <Sun aria-hidden className="hidden dark:block" />
    </Button>
  );
}
