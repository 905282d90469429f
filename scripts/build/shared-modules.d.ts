// Types of shared-modules.js for the TypeScript code that reads the shared modules' list (tests).
export declare const SINGLETONS: readonly string[];
export declare const SHARED_ENTRIES: Record<'browser' | 'server', Record<string, string>>;
export declare function sharedSingletons(
  target: 'browser' | 'server',
  checkVersions?: boolean,
  options?: { ownCopies?: boolean },
): Record<string, unknown>;
export declare function sharedVersions(): Record<string, string>;
