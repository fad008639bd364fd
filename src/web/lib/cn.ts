import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// tailwind-merge must know Angle's custom shadow names, or `shadow-soft` would not override `shadow-sm`.
const twMerge = extendTailwindMerge({
  extend: { theme: { shadow: ['soft', 'lift'] } },
});

/** Joins class names and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
