/** How long a client navigation into a remote waits for its code before its area shows the fallback. */
export const REMOTE_PATIENCE_MS = 2000;

/** The load's answer, or undefined when it fails or takes longer than the visitor's patience. */
export function withPatience<T>(load: Promise<T>): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), REMOTE_PATIENCE_MS);
  });
  return Promise.race([load.catch(() => undefined), patience]).finally(() => clearTimeout(timer));
}
