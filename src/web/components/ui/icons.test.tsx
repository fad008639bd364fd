// The storefront's icons are lucide's drawings copied into icons.ts (for render speed, issue #35):
// each must draw exactly what lucide-react's component of the same name draws, so a lucide
// upgrade that changes a drawing shows here instead of the storefront and the back office
// drawing the same icon two ways.
import * as lucide from 'lucide-react';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';

describe("the storefront's icons", () => {
  const entries = Object.entries(icons);

  it('are lucide-react icons, one for each name', () => {
    expect(entries.length).toBeGreaterThan(0);
    const missing = entries.map(([name]) => name).filter((name) => !(name in lucide));
    expect(missing).toEqual([]);
  });

  it.each(entries)('%s draws what lucide-react draws, with and without a class', (name, Icon) => {
    const Lucide = (lucide as unknown as Record<string, ComponentType<object>>)[name]!;
    for (const props of [{}, { className: 'h-4 w-4' }, { 'aria-label': name }]) {
      expect(renderToStaticMarkup(createElement(Icon, props))).toBe(
        renderToStaticMarkup(createElement(Lucide, props)),
      );
    }
  });
});
