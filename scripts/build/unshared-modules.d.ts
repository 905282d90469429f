// Types of unshared-modules.js for the shell's server code that applies the rule.
export interface ManifestShared {
  shared?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}
export declare function unsharedModules(manifest: ManifestShared): string[];
export declare const SHARED_NAMES_FILE: string;
/** A build's shared-names.json: the names its code imports, by shared package. */
export type SharedNames = Record<string, string[]>;
export declare function namesFileOf(manifest: { metaData?: { sharedNames?: unknown } }): string | undefined;
export declare function parseSharedNames(text: string): SharedNames;
export declare function unhandedNames(sharedNames: SharedNames | undefined, ledger?: Record<string, string[]>): string[];
