// Choosing several rows of a back-office list to act on them together (issue #25: a vendor
// confirms or packs a morning's orders at once). The selection holds row keys; it keeps only
// rows still on screen, so changing page or filter never acts on rows the user cannot see.
import { useState } from 'react';
import { Checkbox } from '../ui/checkbox';
import type { ListColumn } from './list-rows';

export interface RowSelection {
  /** The chosen keys among `onScreen`. */
  keys: string[];
  has: (key: string) => boolean;
  toggle: (key: string, on: boolean) => void;
  setAll: (on: boolean) => void;
  clear: () => void;
  drop: (keys: readonly string[]) => void;
  allOnScreen: boolean;
}

export function useRowSelection(onScreen: readonly string[]): RowSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const keys = onScreen.filter((k) => chosen.has(k));
  const edit = (change: (next: Set<string>) => void) =>
    setChosen((current) => {
      const next = new Set(current);
      change(next);
      return next;
    });
  return {
    keys,
    has: (key) => chosen.has(key) && onScreen.includes(key),
    toggle: (key, on) => edit((next) => (on ? next.add(key) : next.delete(key))),
    setAll: (on) => setChosen(on ? new Set(onScreen) : new Set()),
    clear: () => setChosen(new Set()),
    drop: (dropped) => edit((next) => dropped.forEach((k) => next.delete(k))),
    allOnScreen: onScreen.length > 0 && keys.length === onScreen.length,
  };
}

/** One row's checkbox, named after the row for screen readers ("Select order ANG-1234"). */
export function SelectBox({
  selection,
  rowKey,
  label,
}: {
  selection: RowSelection;
  rowKey: string;
  label: string;
}) {
  return (
    <Checkbox
      aria-label={label}
      checked={selection.has(rowKey)}
      onCheckedChange={(c) => selection.toggle(rowKey, c === true)}
    />
  );
}

/** The first column of a selectable table: "select all on this page" above each row's box. */
export function selectionColumn<T>(
  selection: RowSelection,
  rowKey: (row: T) => string,
  labelOf: (row: T) => string,
  allLabel: string,
): ListColumn<T> {
  return {
    header: (
      <Checkbox
        aria-label={allLabel}
        checked={selection.allOnScreen ? true : selection.keys.length > 0 ? 'indeterminate' : false}
        onCheckedChange={(c) => selection.setAll(c === true)}
      />
    ),
    className: 'w-10',
    cell: (row) => <SelectBox selection={selection} rowKey={rowKey(row)} label={labelOf(row)} />,
  };
}
