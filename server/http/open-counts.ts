/**
 * What is open right now per client address and in all (connections, bodies in progress, live
 * streams), for caps that refuse the next one instead of letting a flood grow the heap.
 */
export class OpenCounts {
  private readonly perAddress = new Map<string, number>();
  total = 0;

  /** How many `address` holds open. */
  of(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  /** Counts one more for `address`; the returned function gives it back, once. */
  open(address: string): () => void {
    this.perAddress.set(address, this.of(address) + 1);
    this.total += 1;
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      this.total -= 1;
      const left = this.of(address) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }
}
