// The check `npm run test:e2e` runs on the built app (issue #36): React's production runtime in,
// Preact out.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtAppCode, clientBuildProblems } from './check-client-build.mjs';

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
