// Validates mock (or any upstream) responses against openapi/upstream.yaml, so the mocks cannot
// drift from the contract. Generic: any method, path template and status the contract declares.
//
//   expectMatchesContract('get', '/variations/search', 200, body);
//   const body = await expectResponseMatchesContract('get', '/menus', response);
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

interface OpenApiDocument {
  paths: Record<string, Partial<Record<HttpMethod, { responses?: Record<string, ResponseObject> }>>>;
  components?: { responses?: Record<string, ResponseObject> };
}

const DOCUMENT_ID = 'upstream.yaml';
const CONTRACT_FILE = fileURLToPath(new URL('../openapi/upstream.yaml', import.meta.url));

let loaded: { doc: OpenApiDocument; ajv: Ajv2020 } | undefined;
const validators = new Map<string, ValidateFunction>();

function contract() {
  if (!loaded) {
    const doc = parse(readFileSync(CONTRACT_FILE, 'utf8')) as OpenApiDocument;
    // The whole document is one schema resource, so the contract's local `#/components/...` refs
    // resolve inside it; OpenAPI's own keywords are not JSON Schema, hence strict: false.
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...doc, $id: DOCUMENT_ID });
    loaded = { doc, ajv };
  }
  return loaded;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer (inside the document) of the JSON body schema for this response. */
function schemaPointer(method: HttpMethod, pathTemplate: string, status: number): string {
  const { doc } = contract();
  const operation = doc.paths[pathTemplate]?.[method];
  if (!operation) throw new Error(`The contract has no ${method.toUpperCase()} ${pathTemplate}`);
  const responses = operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) throw new Error(`The contract declares no ${status} response for ${method.toUpperCase()} ${pathTemplate}`);

  let pointer = `#/paths/${escapePointer(pathTemplate)}/${method}/responses/${key}`;
  let response = responses[key]!;
  if (response.$ref) {
    pointer = response.$ref;
    const name = response.$ref.split('/').pop()!;
    response = doc.components?.responses?.[name] ?? {};
  }
  if (!response.content?.['application/json']?.schema) {
    throw new Error(`${method.toUpperCase()} ${pathTemplate} ${status} has no application/json body in the contract`);
  }
  return `${pointer}/content/application~1json/schema`;
}

/** Validates a body; returns readable error lines (empty when the body matches). */
export function contractErrors(method: HttpMethod, pathTemplate: string, status: number, body: unknown): string[] {
  const pointer = schemaPointer(method, pathTemplate, status);
  let validate = validators.get(pointer);
  if (!validate) {
    validate = contract().ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
    validators.set(pointer, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

/** Throws, listing every mismatch, when `body` is not what the contract says this response is. */
export function expectMatchesContract(method: HttpMethod, pathTemplate: string, status: number, body: unknown): void {
  const errors = contractErrors(method, pathTemplate, status, body);
  if (errors.length > 0) {
    const shown = errors.slice(0, 15).join('\n  ');
    throw new Error(`${method.toUpperCase()} ${pathTemplate} ${status} does not match the contract:\n  ${shown}`);
  }
}

/** Reads a Response's JSON, checks it against the contract for its status, and returns it. */
export async function expectResponseMatchesContract(method: HttpMethod, pathTemplate: string, response: Response): Promise<unknown> {
  const body: unknown = await response.json();
  expectMatchesContract(method, pathTemplate, response.status, body);
  return body;
}
