// Types of scripts/node-floor.mjs for scripts/node-floor.test.ts.
export declare function nodeFloorProblem(version: string, range: string): string | null;
export declare function assertNodeFloor(packageJsonUrl: URL): void;
