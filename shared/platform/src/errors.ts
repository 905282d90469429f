// Errors a page throws during render so that the host's boundaries show the right screen.
// Checked by name, not instanceof, so they work across separately built bundles.

export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  constructor(message = 'Page not found') {
    super(message);
  }
}

export class ServiceUnavailableError extends Error {
  override readonly name = 'ServiceUnavailableError';
  constructor(message = 'Service unavailable') {
    super(message);
  }
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotFoundError';
}

export function isServiceUnavailableError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ServiceUnavailableError';
}
