// The heading a review card shows when the review has none: its first sentence that praises, else
// its first sentence, at most 8 words; a review without a sentence ending gets its first 5 words.

const SENTENCE_WORDS = 8;
const FRAGMENT_WORDS = 5;
const ELLIPSIS = '…';

/** Words that mark praise: 'best', 'recommend', 'expertise', 'fantastic', 'love', 'worth', 'excellent', 'great' and their kin. */
const PRAISE =
  /\b(best|recommend\w*|expert\w*|fantastic|lov(e|ed|es|ing|ely)|worth\w*|excellen\w*|great\w*|amazing|awesome|outstanding|wonderful|superb|terrific|exceptional|perfect\w*|impress\w*|top[- ]notch|highly)\b/i;

/** Sentences end at . ! or ? followed by a space and a capital or digit (so 'a.m. like' does not end one). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["'“(]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function endsSentence(text: string): boolean {
  return /[.!?]["'”)]?$/.test(text.trim());
}

function capWords(text: string, limit: number): string {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length <= limit) return text.replace(/\.$/, '');
  return `${words
    .slice(0, limit)
    .join(' ')
    .replace(/[,;:.!?-]+$/, '')}${ELLIPSIS}`;
}

export function isPraise(sentence: string): boolean {
  return PRAISE.test(sentence);
}

/** The derived heading of a review text; '' for an empty text. */
export function reviewHeading(text: string | undefined): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return '';
  const sentences = sentencesOf(clean);
  const whole = sentences.filter((sentence, index) => index < sentences.length - 1 || endsSentence(sentence));
  if (whole.length === 0) return capWords(clean, FRAGMENT_WORDS);
  return capWords(whole.find(isPraise) ?? whole[0]!, SENTENCE_WORDS);
}
