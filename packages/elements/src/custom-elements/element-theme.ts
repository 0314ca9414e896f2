import { useEffect } from 'react';

/** `theme` of every element: the product's dark theme, a light one for light pages, or the page's preference. */
export type ElementTheme = 'dark' | 'light' | 'auto';

const LIGHT_QUERY = '(prefers-color-scheme: light)';

/** The theme an element paints in: `auto` follows the page's `prefers-color-scheme`; anything else is dark. */
export function resolveTheme(theme: string | undefined, prefersLight: boolean): 'dark' | 'light' {
  if (theme === 'light') return 'light';
  if (theme === 'auto') return prefersLight ? 'light' : 'dark';
  return 'dark';
}

/**
 * Marks the host with the theme it paints in (`data-mym-theme`), which tokens.css reads: on the host, the
 * element's own surface and the popovers portalled into its shadow root follow it alike. With `auto`, a change
 * of the system's scheme repaints the element at once.
 */
export function useElementTheme(host: Element | null | undefined, theme: string | undefined): void {
  useEffect(() => {
    if (!host) return;
    const query = typeof matchMedia === 'function' ? matchMedia(LIGHT_QUERY) : undefined;
    const apply = () => host.setAttribute('data-mym-theme', resolveTheme(theme, query?.matches ?? false));
    apply();
    if (theme !== 'auto' || !query) return;
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [host, theme]);
}
