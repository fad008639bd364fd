// Types of scripts/build-without-warnings.mjs for its test.
export declare function warningLines(output: string): string[];
