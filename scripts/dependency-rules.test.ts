// The import rules `npm run lint` enforces (.dependency-cruiser.mjs) catch what they say they
// catch: each fixture below breaks one rule, and the cruise over it must name that rule.
import fs from 'node:fs';
import path from 'node:path';
import { cruise, type IReporterOutput } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbidden, options } from '../.dependency-cruiser.mjs';

let dir: string;

function write(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/** The rules a cruise of `fixture`'s src/ finds broken, as `rule: from → to`. */
async function violations(fixture: string): Promise<string[]> {
  const { output } = (await cruise(['src'], {
    ...options,
    baseDir: path.join(dir, fixture),
    validate: true,
    ruleSet: { forbidden },
  })) as IReporterOutput & { output: { summary: { violations: Violation[] } } };
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}
interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

beforeAll(() => {
  // Inside the project (.tmp/ is ignored by git and ESLint), so `react` or `fastify` resolve
  // to node_modules as they would from src/.
  fs.mkdirSync('.tmp', { recursive: true });
  dir = fs.mkdtempSync(path.resolve('.tmp', 'deps-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the import rules', () => {
  it('fail on a circle of two modules', async () => {
    write({
      'circle/src/server/a.ts': "import { b } from './b';\nexport const a = () => b();\n",
      'circle/src/server/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(await violations('circle')).toEqual([
      expect.stringMatching(/^no-circular: src\/server\/[ab]\.ts → src\/server\/[ab]\.ts$/),
    ]);
  });

  it('fail on a circle made of type imports alone (types flowing back up)', async () => {
    write({
      'types/src/server/steps.ts':
        "import type { Input } from './place';\nexport const step = (i: Input) => i.n;\n",
      'types/src/server/place.ts':
        "import type { step } from './steps';\nexport interface Input { n: number; s?: typeof step }\n",
    });
    expect(await violations('types')).toEqual([
      expect.stringMatching(/^no-circular: src\/server\/(steps|place)\.ts/),
    ]);
  });

  it('pass when the shared type moved down into a module both import', async () => {
    write({
      'fixed/src/server/types.ts': 'export interface Input { n: number }\n',
      'fixed/src/server/steps.ts':
        "import type { Input } from './types';\nexport const step = (i: Input) => i.n;\n",
      'fixed/src/server/place.ts':
        "import type { Input } from './types';\nimport { step } from './steps';\nexport const place = (i: Input) => step(i);\n",
    });
    expect(await violations('fixed')).toEqual([]);
  });

  it('keep the web app, the server and the domain apart', async () => {
    write({
      'layers/src/server/db.ts': 'export const db = 1;\n',
      'layers/src/web/page.ts': "import { db } from '../server/db';\nexport const page = db;\n",
      'layers/src/server/route.ts': "import { page } from '../web/page';\nexport const r = page;\n",
      'layers/src/domain/money.ts':
        "import fs from 'node:fs';\nimport { db } from '../server/db';\nexport const m = [fs, db];\n",
      'layers/src/domain/hooks.ts':
        "import { useState } from 'react';\nimport type { FastifyInstance } from 'fastify';\nexport const h = (a: FastifyInstance) => [useState, a];\n",
    });
    const found = await violations('layers');
    expect(found.map((v) => v.split(':')[0])).toEqual(
      expect.arrayContaining([
        'web-not-server',
        'server-not-web',
        'domain-is-shared',
        'domain-no-io',
      ]),
    );
  });
});
