/** A GET against the content service, JSON answer (the server passes one built on the shared ky client). */
export type ContentReader = <T>(path: string, searchParams?: Record<string, string | number>) => Promise<T>;
