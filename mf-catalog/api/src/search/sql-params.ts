/** Collects the values of a statement built piece by piece; each `add` returns its placeholder ($1, $2, …). */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
