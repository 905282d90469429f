// Which of a remote's stylesheets a page needs inline. The server puts the stylesheets of the
// rendered remote's route module in the page's head, and the route module's are every page's of
// that remote: an office's home carried its team page's and its city pages' too. A stylesheet whose
// every rule needs a class that no element of the page has styles nothing there. It is left out of
// the HTML; if the browser later shows what it styles (a client navigation, a section drawn by
// script), the code that draws it loads it first, as it loads any stylesheet of its chunks.

export interface StylesheetReading {
  /**
   * The class names the stylesheet's rules need: each of its style rules names one of them (outside
   * `:not()`; inside `:is()`, `:where()` or `:has()` only when each of their selectors does).
   * `null` when some rule styles elements whatever their class (an element or attribute selector,
   * `@import`, a layer order, fonts and registered properties, which CSS modules do not scope), or
   * when no rule needs a class: such a sheet always goes in.
   */
  needs: ReadonlySet<string> | null;
  /** Each rule as written, after the at-rules it sits in (`@media (width>=768px){.a{gap:0}`). */
  rules: string[];
}

/** Reads a stylesheet (as a build writes it) for the classes it needs and the rules it holds. */
export function readStylesheet(css: string): StylesheetReading {
  const classes = new Set<string>();
  const rules: string[] = [];
  let global = false;
  // Comments out, strings kept (a string may hold "/*").
  const text = css.replace(/("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')|\/\*[\s\S]*?\*\//g, (match, string?: string) => string ?? '');
  // The at-rules open around the current position (@media, @supports, @container, @layer), whose
  // blocks hold rules, and how deep inside a rule's own block (declarations, keyframes) it is.
  const groups: string[] = [];
  let inRule = 0;
  let ruleStart = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\\') i++;
    else if (char === '"' || char === "'") i = closingQuote(text, i);
    else if (char === '{') {
      if (inRule > 0) inRule++;
      else {
        const head = text.slice(start, i).trim();
        const name = head.startsWith('@') ? (/^@([\w-]+)/.exec(head)?.[1]?.toLowerCase() ?? '') : undefined;
        if (name !== undefined && GROUPING_RULES.has(name)) {
          groups.push(`${head}{`);
          start = i + 1;
        } else {
          if (name === undefined ? !selectorNeedsClass(head, classes) : !KEYFRAMES.has(name)) global = true;
          inRule = 1;
          ruleStart = start;
        }
      }
    } else if (char === '}') {
      if (inRule > 0 && --inRule === 0) rules.push(groups.join('') + text.slice(ruleStart, i + 1).trim());
      else if (inRule === 0) groups.pop();
      if (inRule === 0) start = i + 1;
    } else if (char === ';' && inRule === 0) {
      // A statement among rules: @import, @charset, @layer a, b (an order of layers, which decides
      // between rules of other sheets too). Only @charset changes nothing.
      const statement = text.slice(start, i).trim();
      if (statement && !/^@charset\b/i.test(statement)) global = true;
      if (statement) rules.push(`${groups.join('')}${statement};`);
      start = i + 1;
    }
  }
  return { needs: global || classes.size === 0 ? null : classes, rules };
}

/** At-rules whose block holds style rules, read like the sheet itself. */
const GROUPING_RULES = new Set(['media', 'supports', 'container', 'layer', 'scope', 'starting-style']);
/**
 * Animations: their names are the module's own (CSS modules scope them), used by its rules. Any
 * other at-rule with a block (@font-face, @property, @page...) styles the page whatever its classes.
 */
const KEYFRAMES = new Set(['keyframes', '-webkit-keyframes']);

function closingQuote(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i;
  }
  return text.length - 1;
}

const CLASS_NAME = String.raw`\.(-?(?:[_a-zA-Z]|\\[0-9a-fA-F]{1,6} ?|\\.)(?:[\w-]|\\[0-9a-fA-F]{1,6} ?|\\.)*)`;
const CLASSES = new RegExp(CLASS_NAME, 'g');
const CLASS_HERE = new RegExp(`^${CLASS_NAME}`);
/** The pseudo-classes whose selector list an element must match (one of its selectors). */
const MATCHING = new Set(['is', 'where', 'has', 'matches', '-webkit-any']);

/**
 * Adds the classes a selector list names to `classes`; false when one of its selectors matches
 * elements whatever their class.
 */
function selectorNeedsClass(selectorList: string, classes: Set<string>): boolean {
  // Attribute values and strings may hold dots that are not classes.
  const bare = selectorList.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""').replace(/\[[^\]]*\]/g, '[]');
  for (const match of bare.matchAll(CLASSES)) classes.add(unescape(match[1]!));
  return splitTopLevel(bare).every(requiresClass);
}

/**
 * Whether a selector matches only elements with some class (or, for `:has()`, near one): a class
 * of its own, or an `:is()`, `:where()` or `:has()` each of whose selectors requires one. A class
 * under `:not()` or any other function is one it may do without.
 */
function requiresClass(selector: string): boolean {
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i];
    if (char === '\\') i++;
    else if (char === '.' && CLASS_HERE.test(selector.slice(i))) return true;
    else if (char === '(') {
      const close = closingParen(selector, i);
      const name = /([\w-]+)$/.exec(selector.slice(0, i))?.[1]?.toLowerCase() ?? '';
      if (MATCHING.has(name) && splitTopLevel(selector.slice(i + 1, close)).every(requiresClass)) return true;
      i = close;
    }
  }
  return false;
}

function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return text.length;
}

/** A class name as the HTML writes it: CSS escapes (`\\:`, `\\31 `) read. */
function unescape(name: string): string {
  return name.replace(/\\(?:([0-9a-fA-F]{1,6}) ?|(.))/g, (_match, hex?: string, char?: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : char!,
  );
}

/** A selector list's selectors (commas inside `:is()`, `:where()`, `:has()` do not split it). */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '\\') i++;
    else if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** Every class name the page's HTML gives an element. */
export function classesOnPage(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1]!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Whether a stylesheet styles anything on a page with these classes. */
export function stylesPage(needed: ReadonlySet<string> | null, onPage: ReadonlySet<string>): boolean {
  if (needed === null) return true;
  for (const name of needed) if (onPage.has(name)) return true;
  return false;
}

/**
 * Every rule of a set of stylesheets (the shell's own). A remote's sheet all of whose rules are
 * among them adds nothing to a page that links those: it is the CSS of a shared package's module
 * (a tray, a form) that the remote's server build holds (as a development build's browser copy
 * does), and that the shell's stylesheet has too. A rule of another version of that module is
 * written differently, and keeps the sheet in.
 */
export function rulesOf(stylesheets: string[]): ReadonlySet<string> {
  return new Set(stylesheets.flatMap((css) => readStylesheet(css).rules));
}

/** Whether every rule of a sheet is among `rules`. */
export function hasEveryRule(rules: ReadonlySet<string>, sheet: readonly string[]): boolean {
  return sheet.length > 0 && sheet.every((rule) => rules.has(rule));
}
