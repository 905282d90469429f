// The visitor's text becomes an FTS5 expression made only of quoted strings, so no character of
// it can be read as FTS5 syntax (AND, OR, NOT, NEAR, parentheses, column filters, a lone *).

const WORD = /[\p{L}\p{N}\p{M}]+/gu;
/** A phrase in double quotes (closed or running to the end), or a run of other characters. */
const PHRASE_OR_TOKEN = /"([^"]*)"?|[^\s"]+/g;
const MAX_PHRASES = 32;

/** One quoted FTS5 string of the words of a piece of text, or undefined when it has none. */
function quoted(text: string): string | undefined {
  const words = text.match(WORD);
  return words === null ? undefined : `"${words.join(' ')}"`;
}

/**
 * Every word must match (AND), stemmed by the index's tokenizer; "double quotes" keep a phrase;
 * a trailing * makes a word a prefix (`fauc*`). Undefined when the text holds no word at all.
 */
export function ftsExpression(query: string): string | undefined {
  const phrases: string[] = [];
  for (const match of query.normalize('NFC').matchAll(PHRASE_OR_TOKEN)) {
    const [token, phrase] = match;
    const text = phrase ?? token;
    const string = quoted(text);
    if (string === undefined) continue;
    phrases.push(phrase === undefined && token.endsWith('*') ? `${string}*` : string);
    if (phrases.length === MAX_PHRASES) break;
  }
  return phrases.length === 0 ? undefined : phrases.join(' AND ');
}
