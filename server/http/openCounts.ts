/** Open connections (sockets, responses) by some key, such as a client's address, each released once when it closes. */
export class OpenCounts {
  private readonly open = new Map<string, number>();

  count(key: string): number {
    return this.open.get(key) ?? 0;
  }

  hold(key: string, until: { once(event: 'close', listener: () => void): unknown }): void {
    this.open.set(key, this.count(key) + 1);
    until.once('close', () => {
      const left = this.count(key) - 1;
      if (left <= 0) this.open.delete(key);
      else this.open.set(key, left);
    });
  }
}
