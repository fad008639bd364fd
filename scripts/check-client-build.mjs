// The shipped storefront runs React (issue #36, decision 036): after `npm run build`, the app's
// JavaScript (start.tsx's chunk and its imports, from Vite's manifest) must hold React's
// production runtime, the react-dom installed here, and nothing of Preact. `npm run test:e2e`
// runs it after the build, before the browser tests.
//   node scripts/check-client-build.mjs [dist/web]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What is wrong with the built app's code, or [] when it is React's. `code` is the app's
 * JavaScript; `reactDomVersion` the installed react-dom's version. */
export function clientBuildProblems(code, reactDomVersion) {
  const problems = [];
  // react-dom's production build links each error to its page; the development build spells
  // the message out instead.
  if (!code.includes('https://react.dev/errors/'))
    problems.push("React's production runtime (react-dom's error links) is not in the app's code.");
  const quoted = new RegExp(`["'\`]${reactDomVersion.replaceAll('.', '\\.')}["'\`]`);
  if (!quoted.test(code))
    problems.push(`react-dom ${reactDomVersion} (its version string) is not in the app's code.`);
  // Preact 11 marks its elements with Symbol.for("pv"); compat names itself in its exports.
  if (/Symbol\.for\(\s*["'`]pv["'`]\s*\)|preact/i.test(code))
    problems.push("Preact is in the app's code.");
  return problems;
}

/** A built dist/web's Vite manifest. */
export function readManifest(dir) {
  const manifestFile = path.join(dir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: run "npm run build" first.`);
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
}

/** `keys` and every manifest key they import statically, each once. */
function withImports(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/** The app's JavaScript in a built dist/web: start.tsx's chunk and everything it imports. */
export function builtAppCode(dir, manifest = readManifest(dir)) {
  const keys = withImports(manifest, ['start.tsx']);
  if (keys.length === 0) throw new Error(`${dir}'s manifest has no start.tsx entry.`);
  return keys.map((key) => fs.readFileSync(path.join(dir, manifest[key].file), 'utf8')).join('\n');
}

/** The storefront pages a first visit hydrates (issue #36's Lighthouse pages). */
export const FIRST_SCREENS = ['home-page', 'products-page', 'product-page'].map(
  (page) => `features/storefront/${page}.tsx`,
);

/** The manifest keys whose code hydrating `page` evaluates: the page's chunk and its static
 * imports, and the lazy parts it renders on the server (its dynamic imports other than pages,
 * such as the product page's reviews and delivery check) with theirs. */
export function firstScreenKeys(manifest, page) {
  if (!manifest[page]) throw new Error(`${page} is not in the Vite manifest.`);
  const lazyParts = (manifest[page].dynamicImports ?? []).filter((key) => !/-page\.tsx$/.test(key));
  return withImports(manifest, [page, ...lazyParts]);
}

/** zod's own code: its core names each schema class `$Zod…`. */
const ZOD = /\$Zod[A-Z]/;

/** What a storefront page's hydration evaluates that it should not: zod, whose core (about 95 KB)
 * and the schemas built from it took 20 ms of the product page's hydration on this machine,
 * 160 ms at 8× CPU, for forms nobody had opened (decision 047). A first screen's forms load their
 * rules when used. `read(file)` gives a built file's code. */
export function firstScreenProblems(manifest, read) {
  const problems = [];
  for (const page of FIRST_SCREENS) {
    const withZod = firstScreenKeys(manifest, page).filter((key) =>
      ZOD.test(read(manifest[key].file)),
    );
    if (withZod.length > 0)
      problems.push(
        `${page}'s hydration evaluates zod (${withZod.map((k) => manifest[k].file).join(', ')}): load its forms' schemas when they are used.`,
      );
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.resolve(process.argv[2] ?? path.join(root, 'dist/web'));
  const { version } = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/react-dom/package.json'), 'utf8'),
  );
  const manifest = readManifest(dir);
  const problems = [
    ...clientBuildProblems(builtAppCode(dir, manifest), version),
    ...firstScreenProblems(manifest, (file) => fs.readFileSync(path.join(dir, file), 'utf8')),
  ];
  if (problems.length > 0) {
    console.error(
      `The built app (${path.relative(root, dir)}) fails its checks:\n- ${problems.join('\n- ')}`,
    );
    process.exit(1);
  }
  console.log(
    `The built app runs React ${version} (production), without Preact; no storefront page's hydration evaluates zod.`,
  );
}
