/** Types of area-phrases.mjs for the TypeScript journeys that import it. */
export declare function areaPhrases(webRoot: string): string[];
export declare function phrasesIn(code: string, phrases: readonly string[]): string[];
