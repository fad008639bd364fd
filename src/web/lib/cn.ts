import { clsx, type ClassValue } from 'clsx';

/** Set only by the web tests' setup (test/class-conflicts.ts), which fails a test whose classes
 * conflict; the shipped bundle carries no class merger (docs/decisions/019). */
export const cnCheck: { conflicts?: (classes: string) => void } = {};

/** Joins class names. It does not resolve Tailwind conflicts: a component never receives a class
 * that fights one of its own (the tests' guard fails when one does). */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  cnCheck.conflicts?.(classes);
  return classes;
}
