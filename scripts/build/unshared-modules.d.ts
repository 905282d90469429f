// Types of unshared-modules.js for the shell's server code that applies the rule.
export interface ManifestShared {
  shared?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}
export interface ManifestSharedNames {
  metaData?: { sharedNames?: Record<string, string[]> };
}
export declare function unsharedModules(manifest: ManifestShared): string[];
export declare function unhandedNames(manifest: ManifestSharedNames): string[];
