// `npm test` brings its browser: scripts/chromium.mjs decides from CHROME_PATH, the usual places
// and PATH (a fake PATH of fake programs here) whether to use, install or stop.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPlan, findChromium, INSTALL_COMMAND, journeyBrowser } from './chromium.mjs';

let bin: string;
let empty: string;
const nowhere = ['/nonexistent/chromium'];

function program(dir: string, name: string, mode = 0o755) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, '#!/bin/sh\nexit 0\n');
  fs.chmodSync(file, mode);
  return file;
}

beforeAll(() => {
  bin = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-bin-'));
  empty = fs.mkdtempSync(path.join(os.tmpdir(), 'angle-empty-'));
});
afterAll(() => {
  fs.rmSync(bin, { recursive: true, force: true });
  fs.rmSync(empty, { recursive: true, force: true });
});

describe('finding Chromium', () => {
  it('takes CHROME_PATH first, and only an executable file', () => {
    const chrome = program(bin, 'my-chrome');
    expect(findChromium({ env: { CHROME_PATH: chrome, PATH: '' }, knownPaths: nowhere })).toBe(
      chrome,
    );
    const notExecutable = program(bin, 'not-a-program', 0o644);
    expect(findChromium({ env: { CHROME_PATH: notExecutable }, knownPaths: nowhere })).toBeNull();
  });

  it('looks in the usual places, then on PATH', () => {
    const known = program(bin, 'known-chromium');
    expect(findChromium({ env: { PATH: '' }, knownPaths: [...nowhere, known] })).toBe(known);
    const dir = fs.mkdtempSync(path.join(bin, 'path-'));
    const onPath = program(dir, 'chromium-browser');
    expect(findChromium({ env: { PATH: `${empty}:${dir}` }, knownPaths: nowhere })).toBe(onPath);
  });
});

describe("the journeys' browser (decision 046)", () => {
  it('is the headless shell when it is installed, else Chromium itself', () => {
    const chromium = program(bin, 'journey-chromium');
    const shell = program(bin, 'journey-headless-shell');
    expect(journeyBrowser({ env: { PATH: '' }, knownPaths: [chromium], shellPaths: [shell] })).toBe(
      shell,
    );
    expect(journeyBrowser({ env: { PATH: '' }, knownPaths: [chromium], shellPaths: nowhere })).toBe(
      chromium,
    );
  });

  it('is CHROME_PATH when it is set, even with the headless shell installed', () => {
    const chrome = program(bin, 'chosen-chrome');
    const shell = program(bin, 'unchosen-headless-shell');
    expect(
      journeyBrowser({
        env: { CHROME_PATH: chrome, PATH: '' },
        knownPaths: nowhere,
        shellPaths: [shell],
      }),
    ).toBe(chrome);
  });
});

describe('what npm test does without Chromium', () => {
  let apt: string;
  beforeAll(() => {
    apt = fs.mkdtempSync(path.join(bin, 'apt-'));
    program(apt, 'apt-get');
  });

  it('uses the Chromium it finds', () => {
    const dir = fs.mkdtempSync(path.join(bin, 'found-'));
    const chromium = program(dir, 'chromium');
    expect(chromiumPlan({ env: { PATH: dir }, knownPaths: nowhere, uid: 1000 })).toEqual({
      action: 'use',
      path: chromium,
    });
  });

  it("installs Debian's as root on Debian or Ubuntu", () => {
    const plan = chromiumPlan({ env: { PATH: apt }, knownPaths: nowhere, uid: 0, debian: true });
    expect(plan).toEqual({ action: 'install', command: INSTALL_COMMAND });
    expect(INSTALL_COMMAND).toBe('apt-get update && apt-get install -y chromium');
  });

  it('stops with the exact command for a user who is not root', () => {
    const plan = chromiumPlan({ env: { PATH: apt }, knownPaths: nowhere, uid: 1000, debian: true });
    expect(plan.action).toBe('stop');
    expect(plan.action === 'stop' && plan.message).toContain(
      'sudo apt-get update && sudo apt-get install -y chromium',
    );
  });

  it('stops naming CHROME_PATH when it points at nothing, rather than installing', () => {
    const plan = chromiumPlan({
      env: { CHROME_PATH: '/nope/chrome', PATH: apt },
      knownPaths: nowhere,
      uid: 0,
      debian: true,
    });
    expect(plan).toEqual({ action: 'stop', message: expect.stringContaining('/nope/chrome') });
  });

  it('stops asking for CHROME_PATH where there is no apt-get', () => {
    const plan = chromiumPlan({ env: { PATH: empty }, knownPaths: nowhere, uid: 0, debian: false });
    expect(plan).toEqual({ action: 'stop', message: expect.stringContaining('CHROME_PATH') });
  });
});
