import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ISO instant), ticking every second; 0 once passed. */
export function useCountdown(until: string | undefined): number {
  const target = until ? Date.parse(until) : NaN;
  const left = () =>
    Number.isNaN(target) ? 0 : Math.max(0, Math.ceil((target - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (Number.isNaN(target)) return undefined;
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
    // `left` reads only `target`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);
  return seconds;
}

/** 'm:ss' of a number of seconds. */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
