import { useEffect, type ReactNode } from 'react';

/** Calls `onHydrated` once its children have hydrated and their effects are in place. */
export function Hydrated({
  onHydrated,
  children,
}: {
  onHydrated: () => void;
  children: ReactNode;
}) {
  useEffect(() => onHydrated(), [onHydrated]);
  return children;
}
