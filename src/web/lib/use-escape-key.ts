import { useEffect, useEffectEvent } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere, while `active` (an open menu) is true. */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const handleEscape = useEffectEvent(onEscape);
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handleEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
