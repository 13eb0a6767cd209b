/**
 * Shares one read among requests that ask for the same thing at the same time, without ever
 * answering a request with a read that started before it arrived.
 *
 * For each key at most one read runs. A request that finds a read running does not join it (that
 * read may have missed a write committed just before the request came); it waits for the next read,
 * which starts once the running one ends and serves every request that queued meanwhile. So each
 * answer comes from a read that began after its request did, as if each had read alone, and ten
 * requests at once cost two or three reads instead of ten on PostgreSQL (docs/decisions/020; PGlite
 * runs each query on the event loop, so its requests never overlap and gain nothing).
 */
export class SharedReads<T> {
  private readonly running = new Map<string, Promise<T>>();
  private readonly next = new Map<string, Promise<T>>();

  /** The result of `read()` for `key`, from a read started no earlier than this call. */
  read(key: string, read: () => Promise<T>): Promise<T> {
    const queued = this.next.get(key);
    if (queued) return queued;
    const running = this.running.get(key);
    if (!running) return this.start(key, read);
    const after = running.then(
      () => undefined,
      () => undefined,
    );
    const nextRead = after.then(() => {
      this.next.delete(key);
      return this.start(key, read);
    });
    this.next.set(key, nextRead);
    return nextRead;
  }

  private start(key: string, read: () => Promise<T>): Promise<T> {
    const promise = Promise.resolve()
      .then(read)
      .finally(() => {
        if (this.running.get(key) === promise) this.running.delete(key);
      });
    this.running.set(key, promise);
    return promise;
  }
}
