// The check `npm run test:e2e` builds through (issue #36): the build prints no warning.
import { describe, expect, it } from 'vitest';
import { warningLines } from './build-without-warnings.mjs';

describe('the build without warnings', () => {
  it("finds Vite's config-loader note and Rolldown's warnings, not the build's own lines", () => {
    const output = [
      '> angle@0.1.0 build',
      '> vite build && vite build --ssr entry-server.tsx --logLevel warn',
      "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`:",
      'Set `VITE_CONFIG_NATIVE_IGNORE_WARNING=true` to suppress this warning.',
      'vite v8.3.8 building client environment for production...',
      '[IMPORT_IS_UNDEFINED] Warning: Import `useOptimistic` will always be undefined',
      'dist/web/assets/index-D5_DjckI.css   82.46 kB │ gzip:  16.67 kB',
      '✓ built in 238ms',
    ].join('\n');
    expect(warningLines(output)).toEqual([
      "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`:",
      'Set `VITE_CONFIG_NATIVE_IGNORE_WARNING=true` to suppress this warning.',
      '[IMPORT_IS_UNDEFINED] Warning: Import `useOptimistic` will always be undefined',
    ]);
  });

  it('passes a quiet build', () => {
    expect(
      warningLines('vite v8.3.8 building client environment for production...\n✓ built in 5s'),
    ).toEqual([]);
  });
});
