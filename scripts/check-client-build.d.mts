// Types of scripts/check-client-build.mjs for scripts/check-client-build.test.ts.
export declare function clientBuildProblems(code: string, reactDomVersion: string): string[];
export declare function builtAppCode(dir: string): string;
