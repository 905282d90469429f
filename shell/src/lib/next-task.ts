/** Resolves in a task of its own, so the work after it does not lengthen the current task. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
