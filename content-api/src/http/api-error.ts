/** The JSON body of every error answer: a stable machine code and a sentence for people. */
export interface ErrorBody {
  error: string;
  message: string;
  [extra: string]: unknown;
}

/** An error a route throws on purpose; the error handler turns it into its status and body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Headers the answer carries, e.g. a 503's Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: this.code, message: this.message, ...this.extra };
  }
}

export function badRequest(message: string): ApiError {
  return new ApiError(400, 'bad_request', message);
}

export function notFound(message: string): ApiError {
  return new ApiError(404, 'not_found', message);
}
