// A shade's name in a link (issue #37): `/products/p1?shade=rani-pink` opens that shade.

/** "Rani Pink" → "rani-pink"; "Red · 50 ml" → "red-50-ml". */
export function shadeSlug(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
