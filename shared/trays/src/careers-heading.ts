export interface SplitHeading {
  /** Up to and including the first question mark. */
  question: string;
  /** What follows it ('' when there is no question mark). */
  rest: string;
}

/** "Ready to start? Browse openings." -> question "Ready to start?", rest "Browse openings." */
export function splitAtQuestionMark(text: string): SplitHeading {
  const at = text.indexOf('?');
  if (at === -1) return { question: text.trim(), rest: '' };
  return { question: text.slice(0, at + 1).trim(), rest: text.slice(at + 1).trim() };
}
