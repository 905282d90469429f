export function noneMatch(header: string | string[] | undefined, etag: string | undefined): boolean;
export function chooseEncoding(acceptEncoding: string | string[] | undefined, available?: string[]): 'br' | 'gzip' | 'identity';
