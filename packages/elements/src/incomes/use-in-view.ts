import { useEffect, useState } from 'react';

/**
 * Whether the element has come within 200 px of the viewport (and stays true once it has): what is
 * drawn below the fold, on a phone, loads its code when the creator scrolls towards it. A browser without
 * IntersectionObserver draws at once.
 */
export function useInView(target: HTMLElement | null): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target, seen]);
  return seen;
}
