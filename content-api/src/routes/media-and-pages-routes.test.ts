import fs from 'node:fs';
import path from 'node:path';
import { makeTestApp, tempDir, type TestApp } from '../testing/app-kit';

let t: TestApp;
beforeAll(() => {
  t = makeTestApp();
});
afterAll(() => t.close());

describe('GET /media/<path>', () => {
  it('serves SVG with its content type, a day of caching and a validator', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/Images/Offices/summerlin/banner.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('<svg');
  });

  it('answers a missing file, and any escape from the media folder, with a JSON 404', async () => {
    for (const url of ['/media/Images/nope.svg', '/media/../seed/resources/x31.json', '/media/%2e%2e/seed/resources/x31.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers 404 for media when the media folder does not exist yet', async () => {
    const empty = tempDir();
    const bare = makeTestApp({ mediaDir: path.join(empty, 'missing') });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/media/Images/Offices/summerlin/banner.svg' })).statusCode).toBe(404);
    } finally {
      await bare.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('GET /scheduling', () => {
  it('shows the office’s online booking page with its phone and a link back', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/scheduling?office=henderson' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Book online with Fixture Handyman of Henderson');
    expect(response.body).toContain('href="tel:7025550102"');
    expect(response.body).toContain('href="http://localhost:3000/offices/henderson"');
  });

  it('asks for the ZIP for an unknown office and never echoes what it was given as markup', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/scheduling?office=%3Cscript%3E' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>');
    // No office named: the company's number, and the ZIP step that leads to one rather than a dead end.
    expect(response.body).toMatch(/<a href="tel:1\d{10}">[^<]+<\/a>/);
    expect(response.body).toContain('aria-label="Find your office to book online"');
    const typed = await t.app.inject({ method: 'GET', url: '/scheduling?zip=%3Cscript%3E' });
    expect(typed.statusCode).toBe(400);
    expect(typed.body).not.toContain('<script>');
    expect(typed.body).toContain('value="&#60;script&#62;"');
  });
});

describe('GET /healthz and unknown routes', () => {
  it('reports health', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: 'No route for GET /nothing/here.' });
  });
});
