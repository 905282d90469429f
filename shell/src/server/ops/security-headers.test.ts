import { ServerResponse, IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { RuntimeConfig } from '@handyman/platform';
import { applySecurityHeaders, contentSecurityPolicy, documentPolicy } from './security-headers';

const CONFIG: RuntimeConfig = {
  remotes: {
    franchise: 'https://franchise.cdn.example/v3/mf-manifest.json',
    blog: 'https://blog.cdn.example/mf-manifest.json',
    catalog: 'https://catalog.cdn.example/mf-manifest.json',
  },
  contentApiBaseUrl: 'https://api.example/content/',
  subscriptionKey: 'k',
  mediaHost: 'https://media.example/images/',
  schedulingUrl: 'https://book.example/schedule',
};

const directive = (policy: string, name: string) => policy.split('; ').find((each) => each.startsWith(`${name} `));

test("the policy names the site's remotes, content API, media host and scheduling page, and never inline script", () => {
  const policy = contentSecurityPolicy(CONFIG);
  expect(directive(policy, 'script-src')).toBe(
    "script-src 'self' https://franchise.cdn.example https://blog.cdn.example https://catalog.cdn.example",
  );
  expect(directive(policy, 'connect-src')).toContain('https://api.example');
  expect(directive(policy, 'img-src')).toContain('https://media.example');
  expect(directive(policy, 'form-action')).toBe("form-action 'self' https://book.example");
  expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
});

test("a document's policy adds its inline scripts' hashes and the settings' script origins", () => {
  const body = '<script>run()</script><script src="https://tags.example/t.js" data-seo-insert="Tags"></script>';
  const policy = documentPolicy({ body }, CONFIG);
  expect(directive(policy, 'script-src')).toMatch(/ https:\/\/tags\.example 'sha256-[\w+/=]{44}'$/);
  expect(directive(policy, 'connect-src')).toContain('https://tags.example');
});

function headersFor(publicUrl: string) {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  applySecurityHeaders(response, CONFIG, publicUrl);
  return response.getHeaders();
}

test('HSTS only when the public URL is https; nosniff, referrer and permissions policies always', () => {
  expect(headersFor('https://www.example.com')['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const plain = headersFor('http://localhost:3000');
  expect(plain['strict-transport-security']).toBeUndefined();
  expect(plain).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
  expect(plain['permissions-policy']).toContain('microphone=()');
});
