/** localStorage key and values of the theme (docs/product.md#browser-storage). */
export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';

/** Inline in <head> before the first paint: stored theme, else the system preference; also marks JavaScript as running. */
export const themeScript = `(function(){var c=document.documentElement.classList;c.add('js');try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');c.toggle('dark',t==='dark'||(t===null&&matchMedia('(prefers-color-scheme: dark)').matches))}catch(e){}})()`;

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or storage disabled: the theme still applies to this page.
  }
}

export const themeStore = {
  subscribe(onChange: () => void): () => void {
    const observer = new MutationObserver(onChange);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  },
  get: currentTheme,
  getServer: (): Theme => 'light',
};
