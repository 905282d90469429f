// The scheduling page's frame: plain HTML and one stylesheet in the page (the page's CSP allows
// inline styles, no script at all: the form works by posting).

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f5f5f4; color: #1c1917; line-height: 1.5; }
  header { background: #d02030; color: #fff; padding: 1rem 1.25rem; font-weight: 700; letter-spacing: .02em; }
  main { max-width: 46rem; margin: 1.5rem auto; padding: 1.25rem; background: #fff; border-radius: .75rem; box-shadow: 0 4px 20px rgb(0 0 0 / .08); }
  @media (min-width: 600px) { main { margin: 2.5rem auto; padding: 2rem; } }
  h1 { margin-top: 0; font-size: 1.6rem; line-height: 1.25; }
  .phone { font-size: 1.25rem; font-weight: 700; }
  a { color: #a3141f; }
  a.button, button { display: inline-block; margin-top: 1rem; padding: .8rem 1.4rem; border: 0; background: #d02030; color: #fff; border-radius: .4rem; text-decoration: none; font: inherit; font-weight: 700; cursor: pointer; }
  a.button:focus, a.button:hover, button:focus, button:hover { background: #a8182a; }
  :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  .grid { display: grid; gap: 1rem; }
  @media (min-width: 600px) { .grid { grid-template-columns: repeat(6, minmax(0, 1fr)); } .full { grid-column: 1 / -1; } .half { grid-column: span 3; } .third { grid-column: span 2; } }
  .field { display: flex; flex-direction: column; gap: .35rem; min-width: 0; }
  label, legend { font-weight: 700; }
  input, select, textarea { width: 100%; min-height: 48px; padding: .6rem .75rem; border: 1px solid #6e7781; border-radius: .35rem; background: #fff; color: inherit; font: inherit; font-size: 1rem; }
  textarea { min-height: 6rem; resize: vertical; }
  [aria-invalid="true"] { border-color: #b3121f; box-shadow: 0 0 0 1px #b3121f; background: #fffafa; }
  .error { margin: 0; color: #b3121f; font-weight: 600; font-size: .925rem; }
  .hint { margin: 0; color: #57534e; font-size: .925rem; }
  form > .hint { margin: 1.5rem 0 .75rem; }
  legend { padding: 0; }
  fieldset { margin: 0; padding: 0; border: 0; min-width: 0; }
  .notice { padding: .75rem 1rem; border-left: 4px solid #b3121f; background: #fff5f5; }
  .trap { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
  .confirmation { padding: 1rem; border-left: 4px solid #1f7a3a; background: #f0faf3; font-size: 1.1rem; }`;

/** A whole scheduling page: never indexed, never framed into anything but the site. */
export function pageFrame(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>Online scheduling</header>
<main>
${body}
</main>
</body>
</html>`;
}

/** A tel: link for a number as content writes it. */
export function phoneLink(display: string, digits = display): string {
  const tel = digits.replace(/\D/g, '');
  return tel ? `<a href="tel:${escapeHtml(tel)}">${escapeHtml(display)}</a>` : escapeHtml(display);
}
