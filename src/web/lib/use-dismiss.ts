import { useEffect, useEffectEvent, type RefObject } from 'react';

/** While `active`, a pointer press outside `container` calls `onDismiss` (closes a popover). */
export function useOutsidePress(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: () => void,
): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, container]);
}
