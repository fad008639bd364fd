// Types of scripts/chromium.mjs for playwright.config.ts and scripts/chromium.test.ts.
export declare const KNOWN_PATHS: string[];
export declare const INSTALL_COMMAND: string;
export declare const HEADLESS_SHELL_PATHS: string[];
export declare const HEADLESS_SHELL_INSTALL_COMMAND: string;
interface Where {
  env?: Record<string, string | undefined>;
  knownPaths?: string[];
}
export declare function findChromium(where?: Where): string | null;
export declare function findHeadlessShell(where?: {
  env?: Record<string, string | undefined>;
  shellPaths?: string[];
}): string | null;
export declare function journeyBrowser(where?: Where & { shellPaths?: string[] }): string | null;
export type ChromiumPlan =
  | { action: 'use'; path: string }
  | { action: 'install'; command: string }
  | { action: 'stop'; message: string };
export declare function chromiumPlan(
  where?: Where & { uid?: number; debian?: boolean },
): ChromiumPlan;
