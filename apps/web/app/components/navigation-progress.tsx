import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

const MINIMUM = 0.1;
const SPEED_MS = 500;

/** A thin bar while a page loads (spec §9: minimum 0.1, speed 500 ms, no spinner). */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (busy) {
      setProgress(MINIMUM);
      // Creeps towards the end without reaching it, as the real duration is unknown.
      const timer = setInterval(
        () => setProgress((value) => (value === null ? MINIMUM : value + (0.95 - value) * 0.2)),
        SPEED_MS,
      );
      return () => clearInterval(timer);
    }
    setProgress((value) => (value === null ? null : 1));
    const done = setTimeout(() => setProgress(null), SPEED_MS);
    return () => clearTimeout(done);
  }, [busy]);

  if (progress === null) return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-1 origin-[left] bg-primary transition-transform ease-out rtl:origin-[right]"
      style={{ transform: `scaleX(${progress})`, transitionDuration: `${SPEED_MS}ms` }}
      aria-hidden="true"
    />
  );
}
