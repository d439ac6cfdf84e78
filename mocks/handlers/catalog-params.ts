// Reads query strings the way the upstream (Laravel) validates them, collecting 422 messages keyed
// by field. openapi-msw types query values from the contract, but at runtime they are strings, so
// the catalogue handlers parse them here.

export type FieldErrors = Record<string, string[]>;

const INTEGER = /^-?\d+$/;

/** A path id: a positive integer, or null (the handler answers 404). */
export function pathId(value: string): number | null {
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export class QueryReader {
  readonly errors: FieldErrors = {};
  private readonly search: URLSearchParams;

  constructor(request: Request) {
    this.search = new URL(request.url).searchParams;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  private fail(name: string, message: string): null {
    this.errors[name] = [message];
    return null;
  }

  string(name: string, o: { required?: boolean; max?: number } = {}): string | null {
    const value = this.search.get(name)?.trim() ?? '';
    if (value === '') return o.required ? this.fail(name, `The ${name} field is required.`) : null;
    if (o.max !== undefined && value.length > o.max) return this.fail(name, `The ${name} may not be greater than ${o.max} characters.`);
    return value;
  }

  int(name: string, o: { required?: boolean; min?: number } = {}): number | null {
    const raw = this.search.get(name);
    if (raw === null || raw === '') return o.required ? this.fail(name, `The ${name} field is required.`) : null;
    if (!INTEGER.test(raw)) return this.fail(name, `The ${name} must be an integer.`);
    const value = Number(raw);
    if (o.min !== undefined && value < o.min) return this.fail(name, `The ${name} must be at least ${o.min}.`);
    return value;
  }

  /** One of the allowed values; absent means the fallback. */
  oneOf<T extends string | number>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.search.get(name);
    if (raw === null) return fallback;
    const match = allowed.find((a) => String(a) === raw);
    if (match === undefined) {
      this.fail(name, `The selected ${name} is invalid.`);
      return fallback;
    }
    return match;
  }

  /** `name[]=1&name[]=2` (also accepts `name=1`). */
  intList(name: string, o: { required?: boolean } = {}): number[] {
    const raw = [...this.search.getAll(`${name}[]`), ...this.search.getAll(name)];
    if (raw.length === 0) {
      if (o.required) this.fail(`${name}`, `The ${name} field is required.`);
      return [];
    }
    if (raw.some((v) => !/^\d+$/.test(v))) {
      this.fail(name, `The ${name} must contain integers.`);
      return [];
    }
    return raw.map(Number);
  }

  /** deepObject style: `name[key]=value` → { key: value }. */
  record(name: string): Record<string, string> {
    const result: Record<string, string> = {};
    const pattern = new RegExp(`^${name}\\[([^\\]]+)\\]$`);
    for (const [key, value] of this.search) {
      const match = pattern.exec(key);
      if (match?.[1]) result[match[1]] = value;
    }
    return result;
  }

  /** deepObject of integers, e.g. `opt_att[3]=12` → { 3: 12 }. */
  intRecord(name: string): Record<number, number> {
    const result: Record<number, number> = {};
    for (const [key, value] of Object.entries(this.record(name))) {
      if (!/^\d+$/.test(key) || !/^\d+$/.test(value)) {
        this.fail(`${name}.${key}`, `The ${name}.${key} must be an integer.`);
      } else {
        result[Number(key)] = Number(value);
      }
    }
    return result;
  }
}
