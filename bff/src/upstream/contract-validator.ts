// Checks upstream answers against openapi/upstream.yaml (its generated JSON copy): the BFF uses it
// before an answer may enter the shared cache, and the mock tests use it so the mocks cannot drift.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import contract from '../generated/upstream-contract.json' with { type: 'json' };
import { upstreamBadResponse } from './upstream-error';

export type ContractMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

interface OpenApiDocument {
  paths: Record<string, Partial<Record<ContractMethod, { responses?: Record<string, ResponseObject> }>>>;
  components?: { responses?: Record<string, ResponseObject> };
}

const DOCUMENT_ID = 'upstream.yaml';
const document = contract as unknown as OpenApiDocument;

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

function compiler(): Ajv2020 {
  if (!ajv) {
    // The whole document is one schema resource, so the contract's local `#/components/...` refs
    // resolve inside it; OpenAPI's own keywords are not JSON Schema, hence strict: false.
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  }
  return ajv;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer (inside the document) of the JSON body schema for this response. */
function schemaPointer(method: ContractMethod, pathTemplate: string, status: number): string {
  const operation = document.paths[pathTemplate]?.[method];
  if (!operation) throw new Error(`The contract has no ${method.toUpperCase()} ${pathTemplate}`);
  const responses = operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) throw new Error(`The contract declares no ${status} response for ${method.toUpperCase()} ${pathTemplate}`);

  let pointer = `#/paths/${escapePointer(pathTemplate)}/${method}/responses/${key}`;
  let response = responses[key]!;
  if (response.$ref) {
    pointer = response.$ref;
    const name = response.$ref.split('/').pop()!;
    response = document.components?.responses?.[name] ?? {};
  }
  if (!response.content?.['application/json']?.schema) {
    throw new Error(`${method.toUpperCase()} ${pathTemplate} ${status} has no application/json body in the contract`);
  }
  return `${pointer}/content/application~1json/schema`;
}

/** Validates a body; returns readable error lines (empty when the body matches). */
export function contractErrors(method: ContractMethod, pathTemplate: string, status: number, body: unknown): string[] {
  const pointer = schemaPointer(method, pathTemplate, status);
  let validate = validators.get(pointer);
  if (!validate) {
    validate = compiler().compile({ $ref: `${DOCUMENT_ID}${pointer}` });
    validators.set(pointer, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

/**
 * A 200 read may enter the shared cache only when it is what the contract promises: a body that says
 * `success: false`, has `data: null` or breaks the schema would otherwise replace a good copy and be
 * served to every shopper (and as the stale copy during an outage). Such an answer is an upstream fault.
 */
export function checkCacheableAnswer(pathTemplate: string, body: unknown): unknown {
  const errors =
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false
      ? ['(body) success is false']
      : contractErrors('get', pathTemplate, 200, body);
  if (errors.length > 0) throw upstreamBadResponse(pathTemplate, 200, new Error(errors.slice(0, 3).join('; ')));
  return body;
}
