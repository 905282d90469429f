// @adobe/structured-data-validator ships JavaScript only: the part of its API the e2e tests use.
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
    errorType?: string;
    fieldNames?: string[];
    path?: unknown[];
  }
  /** Items by root type, per format, as @marbec/web-auto-extractor gives them. */
  export interface ExtractedData {
    jsonld?: Record<string, Record<string, unknown>[]>;
    microdata?: Record<string, Record<string, unknown>[]>;
    rdfa?: Record<string, Record<string, unknown>[]>;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
