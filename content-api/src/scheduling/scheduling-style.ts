// The scheduling page's one stylesheet, inside the page (its CSP allows inline styles): the site's
// colours, type and header, so the page reads as part of the site it stands in for.

export const SCHEDULING_STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f6f7f9; color: #1c1917; line-height: 1.5; }
  .site { background: #fff; box-shadow: 0 2px 12px rgb(16 24 40 / .1); }
  .bar { display: flex; align-items: center; gap: .5rem 1.25rem; flex-wrap: wrap; max-width: 72rem; margin: 0 auto; padding: .6rem 1.25rem; }
  .brand { display: flex; flex: none; line-height: 0; }
  .brand img { width: auto; height: 36px; }
  /* Phones: the logo and the number in a row, the office below; from 600 px one row. */
  .office { order: 3; flex: 1 1 100%; margin: 0; font-weight: 800; line-height: 1.25; }
  .office span { display: block; color: #57534e; font-size: .8rem; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; }
  .office a { color: inherit; text-decoration: none; }
  .office a:hover { color: #a3141f; text-decoration: underline; }
  .call { display: inline-flex; align-items: center; gap: .4rem; margin-left: auto; color: #a3141f; font-size: 1.1rem; font-weight: 800; text-decoration: none; white-space: nowrap; }
  .call:hover { text-decoration: underline; }
  .call svg { flex: none; }
  main { max-width: 46rem; margin: 1.25rem auto 2.5rem; padding: 1.25rem; background: #fff; border-radius: .75rem; box-shadow: 0 4px 20px rgb(0 0 0 / .08); }
  @media (min-width: 600px) {
    .site { position: sticky; top: 0; z-index: 5; }
    .bar { padding: .75rem 1.25rem; }
    .office { order: 0; flex: 1 1 12rem; }
    .brand img { height: 48px; }
    main { margin: 2rem auto 3rem; padding: 2rem; }
  }
  a[href^="tel:"] { white-space: nowrap; }
  .back { margin: 0 0 1rem; }
  .back a { display: inline-flex; align-items: center; min-height: 44px; font-weight: 700; }
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
  .zip { display: flex; flex-wrap: wrap; align-items: flex-end; gap: .75rem; }
  .zip .field { flex: 1 1 12rem; }
  .zip button { margin-top: 0; min-height: 48px; }
  .trap { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .confirmation { padding: 1rem; border-left: 4px solid #1f7a3a; background: #f0faf3; font-size: 1.1rem; }`;
