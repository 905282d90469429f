import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './app-kit';
import { FIXTURE_SEED } from './app-kit';

/** A copy of the fixture seed in a temp folder, with extra or replaced page files (path -> JSON value). */
export function seedWith(pages: Record<string, unknown>): string {
  const dir = tempDir('content-api-seed-');
  fs.cpSync(FIXTURE_SEED, dir, { recursive: true });
  for (const [page, value] of Object.entries(pages)) {
    const file = path.join(dir, 'pages', `${page}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(value, null, 2));
  }
  return dir;
}

/** A fixture office page cloned under another slug, with its own name and territory. */
export function officeLike(slug: string, name: string, ownedZips: string[]): unknown {
  const source = JSON.parse(fs.readFileSync(path.join(FIXTURE_SEED, 'pages/offices/summerlin.json'), 'utf8')) as {
    FranchiseHomePage: Record<string, unknown> & { FranchiseCorporateControl: Record<string, unknown> };
  };
  const page = source.FranchiseHomePage;
  return {
    FranchiseHomePage: {
      ...page,
      Name: slug,
      URL: `offices/${slug}`,
      SURL: `offices/${slug}`,
      FranchiseCorporateControl: {
        ...page.FranchiseCorporateControl,
        FranchiseName: { Value: name },
        OwnedZipcodes: ownedZips,
        AllowedZipcodes: [],
      },
    },
  };
}

/** A corporate blog post page value. */
export function blogPost(
  slug: string,
  fields: { date: string; title: string; body: string; categories?: string[]; author?: string },
): unknown {
  const url = `blog/${fields.date.replace(/-/g, '/')}/${slug}`;
  return {
    BlogPost: {
      Name: slug,
      Title: fields.title,
      Heading: fields.title,
      Description: '',
      URL: url,
      SURL: url,
      Post: `<p>${fields.body}</p>`,
      DatePublished: fields.date,
      IGX_Categories: {
        BlogCategories: (fields.categories ?? ['General']).map((Name) => ({ Name })),
        Authors: { Name: fields.author ?? 'Staff Writer' },
      },
    },
  };
}

export const blogPostPath = (slug: string, date: string) => `blog/${date.replace(/-/g, '/')}/${slug}`;
