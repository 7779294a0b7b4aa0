import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

export interface WhenVisibleProps {
  /** Rendered (usually a lazy component) once the spot comes near the screen. */
  children: ReactNode;
  /** Reserves the space meanwhile, so nothing below jumps when the content arrives. */
  placeholderClassName: string;
  /** How far ahead of the screen to start loading. */
  rootMargin?: string;
}

/**
 * Renders its children only when their place scrolls near the screen, so code and catalogs for what
 * is far below the fold are not part of the first page's download (the home page's JavaScript budget).
 */
export function WhenVisible({ children, placeholderClassName, rootMargin = '600px' }: WhenVisibleProps) {
  const [visible, setVisible] = useState(false);
  const spot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = spot.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);

  const placeholder = <div ref={spot} className={placeholderClassName} aria-hidden="true" />;
  if (!visible) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
