/** Values that replace {City}, {Phone}, {FranchiseName}, {State} and {StateAbbreviation} in copy. */
export interface PlaceholderValues {
  City?: string;
  Phone?: string;
  FranchiseName?: string;
  State?: string;
  StateAbbreviation?: string;
}

const PLACEHOLDER = /\{(City|Phone|FranchiseName|State|StateAbbreviation)\}/g;

/** Replaces known placeholders; unknown ones and placeholders without a value are left as they are. */
export function replacePlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (match, name: keyof PlaceholderValues) => values[name] ?? match);
}
