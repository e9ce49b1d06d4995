/** An absolute manifest URL is kept; a path is resolved against the origin of the request being served. */
export function resolveRemoteUrl(value: string, origin: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  return new URL(value, `${origin}/`).href;
}
