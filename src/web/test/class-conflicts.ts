// The tests' guard for cn() (docs/decisions/019): the shipped cn only joins classes, so a class
// list with two Tailwind utilities for the same property (`h-11 … h-10`) would let the stylesheet's
// order, not the author, decide. tailwind-merge (a dev dependency, never shipped) names the
// classes it would drop; any test that renders such a list fails.
import { extendTailwindMerge } from 'tailwind-merge';
import { cnCheck } from '../lib/cn';

// tailwind-merge must know Angle's custom shadow names, or `shadow-soft` and `shadow-sm` would not
// be seen to conflict.
const twMerge = extendTailwindMerge({ extend: { theme: { shadow: ['soft', 'lift'] } } });

const found = new Set<string>();

cnCheck.conflicts = (classes) => {
  const kept = new Set(twMerge(classes).split(' '));
  const dropped = classes.split(/\s+/).filter((c) => c && !kept.has(c));
  if (dropped.length > 0) found.add(`${dropped.join(' ')} lose to later classes in "${classes}"`);
};

/** The conflicts cn saw since the last call, cleared. */
export function takeClassConflicts(): string[] {
  const list = [...found];
  found.clear();
  return list;
}
