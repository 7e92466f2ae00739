// Types for data.mjs, so that TypeScript need not read the generated JSON.
import type {Operation, Seed} from './engine.mjs';

export declare const operations: Operation[];
export declare const seed: Seed;
