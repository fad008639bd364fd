import { describe, expect, it } from 'vitest';
import { customerSignInPath, safeNextPath } from './redirects';

describe('safeNextPath', () => {
  it.each(['/account', '/checkout?step=address', '/products/prod-001#reviews', '/'])(
    'follows the same-site path %s',
    (next) => expect(safeNextPath(next)).toBe(next),
  );

  it.each([
    ['missing', null],
    ['empty', ''],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/account'],
    ['absolute', 'https://evil.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['backslash', '/\\evil.com'],
    ['tab-smuggled', '/\t/evil.com'],
    ['newline-smuggled', '/\n/evil.com'],
    ['relative', 'account'],
  ])('sends a %s next home', (_case, next) => expect(safeNextPath(next)).toBe('/'));
});

describe('customerSignInPath', () => {
  it('carries the path and its query string, encoded', () => {
    expect(customerSignInPath('/account')).toBe('/auth/login?next=%2Faccount');
    expect(customerSignInPath('/checkout?step=pay&x=1')).toBe(
      '/auth/login?next=%2Fcheckout%3Fstep%3Dpay%26x%3D1',
    );
  });
});
