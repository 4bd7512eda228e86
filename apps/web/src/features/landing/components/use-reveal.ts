import { useEffect, useRef, useState } from 'react';

function showsAtOnce(): boolean {
  if (typeof window === 'undefined' || !('IntersectionObserver' in window)) return true;
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Reveals an element the first time it scrolls into view. With prefers-reduced-motion (or no
 * IntersectionObserver) it is shown at once. The content is always in the DOM, only faded.
 */
export function useReveal<T extends Element>() {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(showsAtOnce);

  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return { ref, visible };
}
