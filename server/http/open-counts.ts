/** What is open right now per client address and in all. */
export class OpenCounts {
  private readonly perAddress = new Map<string, number>();
  total = 0;

  of(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

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
