// The check `npm run test:e2e` runs on the built app (issue #36): React's production runtime in,
// Preact out.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  builtAppCode,
  clientBuildProblems,
  firstScreenKeys,
  firstScreenProblems,
  readManifest,
} from './check-client-build.mjs';

// Lines as the minified builds write them (react-dom 19 and Preact 11 with compat).
const REACT =
  'function Kh(e){return"Minified React error #"+e+"; visit https://react.dev/errors/"+e}if(Kh!==`19.3.1`)throw Error(Kh(527))';
const PREACT = 'var rn=Symbol.for(`pv`),an=0;e.version=`19.0.0`';

describe('the built app check', () => {
  it("passes React's production build", () => {
    expect(clientBuildProblems(REACT, '19.3.1')).toEqual([]);
  });

  it('names each problem of a Preact build', () => {
    expect(clientBuildProblems(PREACT, '19.3.1')).toEqual([
      "React's production runtime (react-dom's error links) is not in the app's code.",
      "react-dom 19.3.1 (its version string) is not in the app's code.",
      "Preact is in the app's code.",
    ]);
  });

  it('finds a Preact build beside React, and another react-dom than the one installed', () => {
    expect(clientBuildProblems(`${REACT};${PREACT}`, '19.3.1')).toEqual([
      "Preact is in the app's code.",
    ]);
    expect(clientBuildProblems(REACT, '19.4.0')).toHaveLength(1);
  });

  it.skipIf(!fs.existsSync('dist/web/.vite/manifest.json'))(
    'passes the app in dist/web (skipped until "npm run build" has made it)',
    () => {
      const { version } = JSON.parse(
        fs.readFileSync('node_modules/react-dom/package.json', 'utf8'),
      );
      expect(clientBuildProblems(builtAppCode('dist/web'), version)).toEqual([]);
    },
  );
});

// A manifest as Vite writes it: the product page imports the app, renders its reviews lazily
// (which import the review schemas) and links to a page of its own (not-found) lazily too.
const MANIFEST = {
  'start.tsx': { file: 'assets/start.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_zod.js': { file: 'assets/zod.js' },
  '_review-schemas.js': { file: 'assets/review-schemas.js', imports: ['_zod.js'] },
  'features/storefront/product-feedback.tsx': {
    file: 'assets/product-feedback.js',
    imports: ['start.tsx', '_review-schemas.js'],
  },
  'features/storefront/not-found-page.tsx': {
    file: 'assets/not-found-page.js',
    imports: ['_review-schemas.js'],
  },
  'features/storefront/home-page.tsx': { file: 'assets/home-page.js', imports: ['start.tsx'] },
  'features/storefront/products-page.tsx': {
    file: 'assets/products-page.js',
    imports: ['start.tsx'],
  },
  'features/storefront/product-page.tsx': {
    file: 'assets/product-page.js',
    imports: ['start.tsx'],
    dynamicImports: [
      'features/storefront/product-feedback.tsx',
      'features/storefront/not-found-page.tsx',
    ],
  },
};
const CODE: Record<string, string> = {
  'assets/zod.js': 'var t=e(`$ZodString`,(e,t)=>{})',
};
const read = (file: string) => CODE[file] ?? 'export{}';

describe("the storefront pages' hydration", () => {
  it('counts the lazy parts a page renders, not the pages it links to', () => {
    expect(firstScreenKeys(MANIFEST, 'features/storefront/product-page.tsx').sort()).toEqual([
      '_react.js',
      '_review-schemas.js',
      '_zod.js',
      'features/storefront/product-feedback.tsx',
      'features/storefront/product-page.tsx',
      'start.tsx',
    ]);
  });

  it('names a page whose hydration evaluates zod, and passes it once the schemas are gone', () => {
    expect(firstScreenProblems(MANIFEST, read)).toEqual([
      "features/storefront/product-page.tsx's hydration evaluates zod (assets/zod.js): load its forms' schemas when they are used.",
    ]);
    const withoutSchemas = {
      ...MANIFEST,
      'features/storefront/product-feedback.tsx': {
        file: 'assets/product-feedback.js',
        imports: ['start.tsx'],
      },
    };
    expect(firstScreenProblems(withoutSchemas, read)).toEqual([]);
  });

  it.skipIf(!fs.existsSync('dist/web/.vite/manifest.json'))(
    'passes the pages in dist/web (skipped until "npm run build" has made it)',
    () => {
      const manifest = readManifest('dist/web');
      expect(
        firstScreenProblems(manifest, (file) => fs.readFileSync(`dist/web/${file}`, 'utf8')),
      ).toEqual([]);
    },
  );
});
