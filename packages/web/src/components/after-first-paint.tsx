import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children once the page has painted, as a transition (React renders them in slices
 * and the main thread stays free): for parts below the fold, which the first paint does not
 * need (issue 11 §8). Until then, `placeholder` (busy, so tests and assistive technology wait).
 */
export function AfterFirstPaint({
  children,
  placeholder,
}: {
  children: ReactNode;
  placeholder: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => startTransition(() => setReady(true)));
    return () => cancelAnimationFrame(frame);
  }, []);
  return ready ? children : placeholder;
}
