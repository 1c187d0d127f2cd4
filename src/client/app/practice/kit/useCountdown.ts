/**
 * A countdown measured against the wall clock (Date.now), so a throttled background tab or a fake clock in tests
 * still ends on time. Calls onExpire once when it reaches zero; restart() starts it again (a new word, a new step).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown { remaining: number; total: number; expired: boolean; restart: (seconds?: number) => void; stop: () => void }

export function useCountdown(seconds: number, onExpire: () => void, running = true): Countdown {
  const [total, setTotal] = useState(seconds);
  const [deadline, setDeadline] = useState<number | null>(() => (running ? Date.now() + seconds * 1000 : null));
  const [remaining, setRemaining] = useState(seconds);
  const expireRef = useRef(onExpire);
  expireRef.current = onExpire;

  useEffect(() => {
    if (running && deadline === null && remaining === total) setDeadline(Date.now() + total * 1000);
  }, [running, deadline, remaining, total]);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) {
        setDeadline(null);
        expireRef.current();
      }
    };
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [deadline]);

  const restart = useCallback((next?: number) => {
    const s = next ?? seconds;
    setTotal(s);
    setRemaining(s);
    setDeadline(Date.now() + s * 1000);
  }, [seconds]);
  const stop = useCallback(() => setDeadline(null), []);
  return { remaining, total, expired: remaining === 0, restart, stop };
}
