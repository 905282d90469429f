export type CtaTone = 'red' | 'yellow' | 'green';

/** A post's CTAColor: Red and Yellow as named, any other value green; no value means no button. */
export function ctaTone(color: string | undefined): CtaTone | null {
  if (!color || color.trim() === '') return null;
  const name = color.trim().toLowerCase();
  if (name === 'red') return 'red';
  if (name === 'yellow') return 'yellow';
  return 'green';
}
