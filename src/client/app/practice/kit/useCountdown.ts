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

  // stop() must win over the auto-start below: without this flag, stopping within the first second (remaining
  // still equals total) re-armed the clock, and its expiry later handed in a step the learner had not begun.
  const stopped = useRef(false);

  useEffect(() => {
    if (!running) {
      // A countdown whose owner stopped running never fires later; the next run starts clean.
      stopped.current = false;
      setDeadline(null);
      return;
    }
    if (deadline === null && remaining === total && !stopped.current) setDeadline(Date.now() + total * 1000);
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
    stopped.current = false;
    const s = next ?? seconds;
    setTotal(s);
    setRemaining(s);
    setDeadline(Date.now() + s * 1000);
  }, [seconds]);
  const stop = useCallback(() => {
    stopped.current = true;
    setDeadline(null);
  }, []);
  return { remaining, total, expired: remaining === 0, restart, stop };
}
