// Where sign-in sends people, and where guarded pages send visitors who are not signed in.

/** The customer sign-in page that returns to `pathAndSearch` afterwards. */
export function customerSignInPath(pathAndSearch: string): string {
  return `/auth/login?next=${encodeURIComponent(pathAndSearch)}`;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A `next` query parameter is followed only when it is a path on this site: it starts with one
 * '/', and holds no backslash or control character (browsers read '/\evil.com' and '/\t/evil.com'
 * as '//evil.com', another site). Anything else goes home. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return '/';
  if (next.includes('\\') || hasControlCharacter(next)) return '/';
  return next;
}
