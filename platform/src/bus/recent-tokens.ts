/** Remembers the last `capacity` tokens (the bus keeps 20) so cross-tab echoes and duplicates are dropped. */
export class RecentTokens {
  private readonly tokens: string[] = [];

  constructor(readonly capacity = 20) {}

  has(token: string): boolean {
    return this.tokens.includes(token);
  }

  remember(token: string): void {
    if (this.has(token)) return;
    this.tokens.push(token);
    if (this.tokens.length > this.capacity) this.tokens.shift();
  }

  get size(): number {
    return this.tokens.length;
  }
}
