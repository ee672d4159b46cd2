import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { callsSettled } from '../lib/first-calls';

/** Whether the app has painted its first page (main.tsx): later pages are opened in the app. */
let firstPagePainted = false;

/** Called once the app's first page has painted. */
export function markFirstPagePainted() {
  firstPagePainted = true;
}

/**
 * Draws its children once the page has painted, as a transition (React renders them in slices
 * and the main thread stays free): for parts below the fold, which the first paint does not
 * need (issue 11 §8). With `calls`, asked at once, the children wait for their answers too and
 * are drawn once, with their data (lib/first-calls.ts says why). Until then, `placeholder`
 * (busy, so tests and assistive technology wait).
 */
export function AfterFirstPaint({
  children,
  placeholder,
  calls,
  atLoadOnly = false,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** The children's calls (prefetches), started when the page has rendered. */
  calls?: () => Promise<unknown>[];
  /** Only on the page the app loads with: on a page opened later, drawn at once. */
  atLoadOnly?: boolean;
}) {
  const [ready, setReady] = useState(atLoadOnly && firstPagePainted);
  const startCalls = useRef(calls);
  const drawnAtOnce = useRef(ready);
  useEffect(() => {
    if (drawnAtOnce.current) return;
    let cancelled = false;
    const answered = callsSettled(startCalls.current?.() ?? []);
    const painted = new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    void Promise.all([answered, painted]).then(() => {
      if (!cancelled) startTransition(() => setReady(true));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return ready ? children : placeholder;
}
