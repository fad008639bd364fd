// Types of .dependency-cruiser.mjs for scripts/dependency-rules.test.ts.
import type { ICruiseOptions, IForbiddenRuleType } from 'dependency-cruiser';

export declare const forbidden: IForbiddenRuleType[];
export declare const options: ICruiseOptions;
declare const config: { forbidden: IForbiddenRuleType[]; options: ICruiseOptions };
export default config;
