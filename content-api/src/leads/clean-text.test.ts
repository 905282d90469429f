import { cleanEstimateBody, cleanMultiLine, cleanOneLine } from './clean-text';

describe('lead text cleaning', () => {
  it('removes NUL, ESC and the other C0 controls, DEL and the C1 controls', () => {
    expect(cleanOneLine('Ja\u0000ne\u001b[31m Doe\u007f\u0085\u009b')).toBe('Jane[31m Doe ');
    expect(cleanMultiLine('a\u0000b\u0007c\u001bd')).toBe('abcd');
  });

  it('removes bidirectional overrides, embeddings, isolates and marks, and the byte-order mark', () => {
    const spoof = '\u202eevil\u202c \u2066x\u2069 \u200eLRM\u200f \u061c\ufeffok\u202a\u202b\u202d\u2067\u2068';
    expect(cleanOneLine(spoof)).toBe('evil x LRM ok');
  });

  it('keeps TAB and line breaks in the summary, as LF; CR LF and lone CR become LF', () => {
    expect(cleanMultiLine('line 1\r\nline 2\rline 3\u2028line 4\u2029\tindented')).toBe('line 1\nline 2\nline 3\nline 4\n\tindented');
  });

  it('turns line breaks and TAB into spaces in one-line fields', () => {
    expect(cleanOneLine('1 Desert Rose Ln\r\nApt 4\tB')).toBe('1 Desert Rose Ln Apt 4 B');
  });

  it('drops unpaired surrogates and keeps real characters, emoji and accents included', () => {
    expect(cleanOneLine('Zoë \ud83d\udd27 \ud800x\udc00')).toBe('Zoë 🔧 x');
  });

  it('cleans the body’s text fields and the address’s, leaving other values for validation', () => {
    const body = { customerName: 'A\u0000', summary: 'x\r\ny', serviceTitanId: 42, address: { street: 's\nt', zip: 89135 } };
    expect(cleanEstimateBody(body)).toEqual({
      customerName: 'A',
      summary: 'x\ny',
      serviceTitanId: 42,
      address: { street: 's t', zip: 89135 },
    });
    expect(cleanEstimateBody([1])).toEqual([1]);
    expect(cleanEstimateBody(null)).toBeNull();
  });
});
