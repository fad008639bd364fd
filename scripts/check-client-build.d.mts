// Types of scripts/check-client-build.mjs for scripts/check-client-build.test.ts.
export declare function clientBuildProblems(code: string, reactDomVersion: string): string[];
export declare function builtAppCode(dir: string, manifest?: Manifest): string;
export declare const FIRST_SCREENS: string[];
export declare function readManifest(dir: string): Manifest;
type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
export declare function firstScreenKeys(manifest: Manifest, page: string): string[];
export declare function firstScreenProblems(
  manifest: Manifest,
  read: (file: string) => string,
): string[];
