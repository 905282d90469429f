// Types of unshared-modules.js for the shell's server code that applies the rule.
export interface ManifestShared {
  shared?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}
export declare function unsharedModules(manifest: ManifestShared): string[];
