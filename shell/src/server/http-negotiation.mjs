// Reading a request's conditional and content-coding headers as RFC 9110 says, for both the
// shell's pages and every static file server (plain JavaScript: scripts/serve-app.mjs runs it too).

/** The entity tags of an If-None-Match header: weak ones compared as strong (a weak comparison), `*` matching any. */
export function noneMatch(header, etag) {
  if (!header || !etag) return false;
  const strip = (tag) => tag.trim().replace(/^W\//, '');
  const wanted = strip(etag);
  return String(header)
    .split(',')
    .some((tag) => tag.trim() === '*' || strip(tag) === wanted);
}

/** The q-value each coding is given (identity 1 unless named or `*` says otherwise). */
function qualities(acceptEncoding) {
  const given = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const quality = q === undefined ? 1 : Number(q);
    given.set(name.trim(), Number.isFinite(quality) ? quality : 0);
  }
  return given;
}

/** The best of `available` codings ('br', 'gzip') the client accepts with q > 0, else 'identity'. */
export function chooseEncoding(acceptEncoding, available = ['br', 'gzip']) {
  const given = qualities(acceptEncoding);
  const star = given.get('*');
  let best = 'identity';
  let bestQ = 0;
  for (const coding of available) {
    const q = given.get(coding) ?? star ?? 0;
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  return best;
}
