// Words to search the real posts for when no post is generated (the 12 / 35 seed).
import type { BlogPost } from '@handyman/contracts';

const wordsOf = (post: BlogPost) =>
  `${post.Heading} ${post.Description ?? ''} ${post.Post.replace(/<[^>]+>/g, ' ')}`
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/** How many posts hold each key, counting a post once. */
function documentFrequency(posts: BlogPost[], keysOf: (words: string[]) => string[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const post of posts) for (const key of new Set(keysOf(wordsOf(post)))) df.set(key, (df.get(key) ?? 0) + 1);
  return df;
}

/** A long word only one post uses, and the three-word phrase of long words most posts share. */
export function realSearchTerms(posts: BlogPost[]): { rare: string; phrase: string } {
  const words = documentFrequency(posts, (w) => w.filter((x) => x.length >= 9));
  const rare =
    [...words]
      .filter(([, n]) => n === 1)
      .map(([w]) => w)
      .sort()[0] ?? 'handyman';
  const trigrams = documentFrequency(posts, (w) =>
    w
      .slice(2)
      .flatMap((x, i) =>
        x.length >= 4 && (w[i] as string).length >= 4 && (w[i + 1] as string).length >= 4 ? [`${w[i]} ${w[i + 1]} ${x}`] : [],
      ),
  );
  const phrase = [...trigrams].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'home repair';
  return { rare, phrase };
}
