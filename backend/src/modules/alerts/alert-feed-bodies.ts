/**
 * Feed bodies made recently, by ETag. The ETag is a hash of everything a feed's body is made from (feedEtag), so a
 * body known for an ETag is that feed's body: a reader that asks again without If-None-Match (many calendar apps)
 * gets it without the calendar being built again. Bounded by size; the least recently used go first.
 */
export class FeedBodies {
  private readonly bodies = new Map<string, string>();
  private size = 0;

  constructor(private readonly maxChars: number) {}

  /** The body of `etag`, made by `make` when it is not known. */
  get(etag: string, make: () => string): string {
    const known = this.bodies.get(etag);
    if (known !== undefined) {
      this.bodies.delete(etag);
      this.bodies.set(etag, known);
      return known;
    }
    const body = make();
    if (body.length > this.maxChars) return body;
    this.bodies.set(etag, body);
    this.size += body.length;
    for (const [oldest, old] of this.bodies) {
      if (this.size <= this.maxChars) break;
      this.bodies.delete(oldest);
      this.size -= old.length;
    }
    return body;
  }
}
