/** Polls until the check passes; fails with the message when it has not after `timeoutMs`. */
export async function waitFor(check: () => boolean | Promise<boolean>, message: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting: ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
