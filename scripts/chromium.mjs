// The browser the end-to-end tests drive: the system's Chromium, never a downloaded build.
// `npm test` runs this file first: it finds Chromium (CHROME_PATH, the usual places, PATH) and,
// when there is none, installs Debian's if it can (root and apt-get), saying so, or stops within
// seconds with the exact command to run, before any build or test starts.
// playwright.config.ts asks journeyBrowser() which binary the journeys drive: Debian's Chromium
// headless shell when it is there (decision 046: the same Blink at a quarter less CPU), else
// Chromium itself. Lighthouse and the screenshots keep the full browser (findChromium()).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const KNOWN_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];
const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
export const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';
export const HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];
export const HEADLESS_SHELL_INSTALL_COMMAND =
  'apt-get update && apt-get install -y chromium-headless-shell';

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(names, env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of names) {
      const file = path.join(dir, name);
      if (isExecutable(file)) return file;
    }
  }
  return null;
}

/** CHROME_PATH when it is set, else the first Chromium or Chrome in the usual places or on PATH. */
export function findChromium({ env = process.env, knownPaths = KNOWN_PATHS } = {}) {
  if (env.CHROME_PATH) return isExecutable(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return knownPaths.find(isExecutable) ?? onPath(NAMES, env);
}

/** Debian's headless shell of Chromium, when it is installed. */
export function findHeadlessShell({ env = process.env, shellPaths = HEADLESS_SHELL_PATHS } = {}) {
  return shellPaths.find(isExecutable) ?? onPath(['chromium-headless-shell'], env);
}

/** The journeys' browser: CHROME_PATH when it is set, else the headless shell, else Chromium. */
export function journeyBrowser({
  env = process.env,
  knownPaths = KNOWN_PATHS,
  shellPaths = HEADLESS_SHELL_PATHS,
} = {}) {
  if (env.CHROME_PATH) return findChromium({ env, knownPaths });
  return findHeadlessShell({ env, shellPaths }) ?? findChromium({ env, knownPaths });
}

/** What to do about the browser, decided without changing anything. */
export function chromiumPlan({
  env = process.env,
  knownPaths = KNOWN_PATHS,
  uid = process.getuid?.() ?? -1,
  debian = fs.existsSync('/etc/debian_version'),
} = {}) {
  const found = findChromium({ env, knownPaths });
  if (found) return { action: 'use', path: found };
  if (env.CHROME_PATH) {
    return {
      action: 'stop',
      message: `CHROME_PATH is ${env.CHROME_PATH}, which is not an executable file. Point it at a Chromium or Chrome binary, or unset it to use Debian's chromium.`,
    };
  }
  const looked = `Chromium was not found (looked at CHROME_PATH, ${knownPaths.join(', ')} and PATH).`;
  if (debian && onPath(['apt-get'], env)) {
    if (uid === 0) return { action: 'install', command: INSTALL_COMMAND };
    return {
      action: 'stop',
      message: `${looked} The end-to-end tests need it. Install Debian's with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROME_PATH to a Chromium or Chrome binary.`,
    };
  }
  return {
    action: 'stop',
    message: `${looked} The end-to-end tests need it: install Chromium or Chrome with your system's package manager and set CHROME_PATH to its binary.`,
  };
}

/** Runs an apt-get install, saying so first; whether it succeeded. */
function installFromDebian(missing, command) {
  console.log(`${missing} was not found: installing Debian's (${command}) …`);
  const run = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return run.status === 0;
}

/** The Redis rate-limit tests (issue #22) start a redis-server of their own: Debian's, installed
 * the same way as Chromium when it is missing. */
function ensureRedisServer() {
  if (onPath(['redis-server'], process.env) || isExecutable('/usr/bin/redis-server')) return;
  const command = 'apt-get update && apt-get install -y redis-server';
  if (
    (process.getuid?.() ?? -1) === 0 &&
    onPath(['apt-get'], process.env) &&
    installFromDebian('redis-server', command)
  )
    return;
  console.error(
    `The Redis tests need redis-server. Install it, then npm test again:\n  ${command}`,
  );
  process.exit(1);
}

/** The headless shell only makes the journeys cheaper: without it they drive Chromium itself. */
function offerHeadlessShell() {
  if (process.env.CHROME_PATH || findHeadlessShell()) return;
  const canInstall =
    (process.getuid?.() ?? -1) === 0 &&
    fs.existsSync('/etc/debian_version') &&
    onPath(['apt-get'], process.env);
  if (
    canInstall &&
    installFromDebian("Chromium's headless shell", HEADLESS_SHELL_INSTALL_COMMAND) &&
    findHeadlessShell()
  )
    return;
  console.log(
    `The journeys will drive Chromium itself, which takes more CPU than its headless shell (${HEADLESS_SHELL_INSTALL_COMMAND}).`,
  );
}

function main() {
  ensureRedisServer();
  const plan = chromiumPlan();
  if (plan.action === 'use') return offerHeadlessShell();
  if (plan.action === 'install') {
    const found = installFromDebian('Chromium', plan.command) ? findChromium() : null;
    if (found) {
      console.log(`Chromium installed: ${found}`);
      return offerHeadlessShell();
    }
    console.error(
      `Installing Chromium failed. Run it yourself, then npm test again:\n  ${plan.command}`,
    );
    process.exit(1);
  }
  console.error(plan.message);
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
