// The architecture's import rules, checked by `npm run lint` (dependency-cruiser): the three
// kinds of code stay apart (docs/architecture.md) and no module imports itself through others.
// Type-only imports count: a circle of types is still a circle a reader has to untangle.
// scripts/dependency-rules.test.ts proves each rule fails on a file that breaks it.

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
export const forbidden = [
  {
    name: 'no-circular',
    comment: 'No import circles: move the shared part (often a type) down into a module both use.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'web-not-server',
    comment: 'The web app never imports server code; share it through src/domain.',
    severity: 'error',
    from: { path: '^src/web/' },
    to: { path: '^src/server/' },
  },
  {
    name: 'server-not-web',
    comment: 'The server never imports web code; share it through src/domain.',
    severity: 'error',
    from: { path: '^src/server/' },
    to: { path: '^src/web/' },
  },
  {
    name: 'domain-is-shared',
    comment: 'src/domain is pure TypeScript shared by server and web: it imports neither.',
    severity: 'error',
    from: { path: '^src/domain/' },
    to: { path: '^src/(server|web)/' },
  },
  {
    name: 'domain-no-io',
    comment: 'src/domain is pure TypeScript shared by server and web: no I/O (no Node modules).',
    severity: 'error',
    from: { path: '^src/domain/' },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'domain-no-frameworks',
    comment:
      'src/domain is pure TypeScript shared by server and web: no React, Fastify or Drizzle.',
    severity: 'error',
    from: { path: '^src/domain/' },
    to: { path: '(^|/)node_modules/(react|react-[^/]+|fastify|@fastify/[^/]+|drizzle-orm)/' },
  },
];

/** @type {import('dependency-cruiser').ICruiseOptions} */
export const options = {
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '(^|/)(node_modules|dist)/' },
};

export default { forbidden, options };
