import { classesOnPage, hasEveryRule, readStylesheet, rulesOf, stylesPage } from './stylesheet-classes';

const needs = (css: string) => {
  const classes = readStylesheet(css).needs;
  return classes === null ? null : [...classes].sort();
};

test('the classes of a minified CSS module: every rule, in media and container queries too', () => {
  const css =
    '.a-1{color:red}.b_2:hover>.c{gap:1px}@media (width>=768px){.d{padding:56px 0}}' +
    '@container (width>=520px){.e{grid-column:span 3}}@supports (display:grid){@media print{.f{display:none}}}';
  expect(needs(css)).toEqual(['a-1', 'b_2', 'c', 'd', 'e', 'f']);
});

test('a rule that styles elements whatever their class puts the sheet in every page', () => {
  expect(needs('.a{color:red}h2{margin:0}')).toBeNull();
  expect(needs('.a{color:red}.b,[data-band]{margin:0}')).toBeNull();
  expect(needs('@media (width>=768px){body > main{margin:0}}')).toBeNull();
  // A class under :not() is one the element must lack.
  expect(needs('div:not(.a){color:red}')).toBeNull();
  expect(needs('@import url("x.css");.a{color:red}')).toBeNull();
  expect(needs('@font-feature-values Font One{@styleset{nice-style:12}}@unknown-rule{.a{color:red}}')).toBeNull();
});

test('selectors that name a class in :is(), :where() or :has() need it; commas inside them do not split the rule', () => {
  const css =
    '.t:where(:not(.band))+.t:where(:not(.band)),:is([data-near-view]:has(>.t:last-child)+[data-near-view]>.t:first-child){padding-top:8px}' +
    ':is(.x,.y) p{margin:0}';
  expect(needs(css)).toEqual(['band', 't', 'x', 'y']);
});

test('dots in strings, attribute values, urls, numbers and comments are not classes; keyframes style nothing of their own', () => {
  const css =
    '/* .commented{} */.a[href$=".pdf"]{background:url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27/%3E") 50%/contain;font-size:.9rem}' +
    '.b:before{content:"a.b{c} /*"}.c{color:red}@keyframes spin{0%{opacity:0}to{opacity:1}}';
  expect(needs(css)).toEqual(['a', 'b', 'c']);
});

test('fonts, registered properties, a layer order, or no rule needing a class put the sheet in every page', () => {
  expect(needs('@font-face{font-family:X;src:url(x.woff2)}.a{font-family:X}')).toBeNull();
  expect(needs('@property --p{syntax:"<length>";inherits:false;initial-value:0px}.a{width:var(--p)}')).toBeNull();
  expect(needs('@layer base, page;.a{color:red}')).toBeNull();
  expect(needs('@keyframes spin{to{opacity:1}}')).toBeNull();
  expect(needs('')).toBeNull();
});

test('escaped class names are read as the HTML writes them; @charset changes nothing', () => {
  expect(needs('@charset "utf-8";.md\\:grid{display:grid}.w-1\\/2{width:50%}.\\31 0{gap:0}@layer page{.p{color:red}}')).toEqual([
    '10',
    'md:grid',
    'p',
    'w-1/2',
  ]);
  expect(needs('.a\\{b{color:red}.c{color:blue}')).toEqual(['a{b', 'c']);
});

test('a class only in some selectors of an :is() or :where() is not needed: the others match without it', () => {
  expect(needs(':is(.a,h2){margin:0}')).toBeNull();
  expect(needs('.x :where(.a,[data-x]){margin:0}')).toEqual(['a', 'x']);
  expect(needs(':where(.a,[data-x]) p{margin:0}')).toBeNull();
  expect(needs('section:has(>.a,.b){gap:0}')).toEqual(['a', 'b']);
  expect(needs('section:has(>.a,p){gap:0}')).toBeNull();
  expect(needs('li:nth-child(2n of .a){gap:0}')).toBeNull();
});

test('nested rules inside a rule are covered by that rule', () => {
  expect(needs('.card{color:red;&:hover{color:blue}.x &{color:green}}')).toEqual(['card']);
});

test('the classes of a page: every class attribute, each of its names', () => {
  const html = '<div class="a  b"><p class="c">.d</p><svg class="e"></svg><span data-class="f" class=""></span></div>';
  expect([...classesOnPage(html)].sort()).toEqual(['a', 'b', 'c', 'e']);
});

test('a sheet styles a page when the page has any class it needs, or always when it needs none', () => {
  const page = new Set(['a', 'b']);
  expect(stylesPage(new Set(['x', 'b']), page)).toBe(true);
  expect(stylesPage(new Set(['x', 'y']), page)).toBe(false);
  expect(stylesPage(new Set(), page)).toBe(false);
  expect(stylesPage(null, page)).toBe(true);
});

test('the rules of a stylesheet, each after the at-rules around it; comments are not rules', () => {
  const css =
    '/* x */@layer a, b;.a{gap:0}@media (width>=768px){@supports (display:grid){.b{display:grid}}.c{content:"}"}}@keyframes k{to{opacity:1}}';
  expect(readStylesheet(css).rules).toEqual([
    '@layer a, b;',
    '.a{gap:0}',
    '@media (width>=768px){@supports (display:grid){.b{display:grid}',
    '@media (width>=768px){.c{content:"}"}',
    '@keyframes k{to{opacity:1}}',
  ]);
});

test('a sheet is held by a set of rules when every one of its rules is in it, under the same at-rules', () => {
  const shell = rulesOf(['.a{gap:0}@media (width>=768px){.b{gap:1px}}', '.c{color:red}']);
  expect(hasEveryRule(shell, readStylesheet('.c{color:red}.a{gap:0}').rules)).toBe(true);
  expect(hasEveryRule(shell, readStylesheet('@media (width>=768px){.b{gap:1px}}').rules)).toBe(true);
  expect(hasEveryRule(shell, readStylesheet('.b{gap:1px}').rules)).toBe(false);
  expect(hasEveryRule(shell, readStylesheet('.a{gap:2px}').rules)).toBe(false);
  expect(hasEveryRule(shell, readStylesheet('').rules)).toBe(false);
});
