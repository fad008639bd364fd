// `npm start` on a Node older than package.json's engines stops with one clear line.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeFloorProblem } from './node-floor.mjs';

describe('the Node floor', () => {
  it('lets 20.19 and anything newer through', () => {
    for (const version of ['v20.19.0', 'v20.20.2', 'v21.0.0', 'v22.12.0', 'v24.1.0']) {
      expect(nodeFloorProblem(version, '>=20.19'), version).toBeNull();
    }
  });

  it('stops an older Node, naming both versions', () => {
    expect(nodeFloorProblem('v20.18.3', '>=20.19')).toBe(
      'Angle needs Node 20.19 or newer; this is Node 20.18.3. Install a newer Node and try again.',
    );
    expect(nodeFloorProblem('v18.20.4', '>=20.19')).toContain('Node 18.20.4');
  });

  it('reads the floor the README states from package.json', () => {
    const { engines } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
    expect(engines.node).toBe('>=20.19');
    expect(fs.readFileSync('README.md', 'utf8')).toContain('Node 20.19 or newer');
    expect(nodeFloorProblem(process.version, engines.node)).toBeNull();
  });
});
