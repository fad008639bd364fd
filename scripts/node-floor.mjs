// The Node version Angle needs is package.json's `engines.node` (">=20.19"); `npm start` and
// `npm run dev` check it first, so an older Node stops with one clear line, not a stack trace.
import fs from 'node:fs';

const parts = (version) => version.replace(/^v/, '').split('.').map(Number);

/** Why `version` cannot run Angle given `engines.node` (">=MAJOR.MINOR[.PATCH]"), or null. */
export function nodeFloorProblem(version, range) {
  const floor = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range.trim())?.[1];
  if (!floor) throw new Error(`engines.node must read ">=X.Y", not "${range}"`);
  const have = parts(version);
  const need = parts(floor);
  for (let i = 0; i < need.length; i++) {
    if ((have[i] ?? 0) > need[i]) return null;
    if ((have[i] ?? 0) < need[i]) {
      return `Angle needs Node ${floor} or newer; this is Node ${version.replace(/^v/, '')}. Install a newer Node and try again.`;
    }
  }
  return null;
}

/** Exits with the reason when this Node is older than package.json allows. */
export function assertNodeFloor(packageJsonUrl) {
  const { engines } = JSON.parse(fs.readFileSync(packageJsonUrl, 'utf8'));
  const problem = nodeFloorProblem(process.version, engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
