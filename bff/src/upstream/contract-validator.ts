// Checks upstream answers against openapi/upstream.yaml (its generated JSON copy): the BFF checks
// every successful answer with it, and the mock tests use it so the mocks cannot drift.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import contract from '../generated/upstream-contract.json' with { type: 'json' };
import { upstreamBadResponse, type UpstreamError } from './upstream-error';

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

/**
 * The JSON pointer (inside the document) of the JSON body schema for this response, or undefined when
 * the contract declares no JSON answer for this status. A path or method it does not have is a bug.
 */
function schemaPointer(method: ContractMethod, pathTemplate: string, status: number): string | undefined {
  const operation = document.paths[pathTemplate]?.[method];
  if (!operation) throw new Error(`The contract has no ${method.toUpperCase()} ${pathTemplate}`);
  const responses = operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) return undefined;

  let pointer = `#/paths/${escapePointer(pathTemplate)}/${method}/responses/${key}`;
  let response = responses[key]!;
  if (response.$ref) {
    pointer = response.$ref;
    const name = response.$ref.split('/').pop()!;
    response = document.components?.responses?.[name] ?? {};
  }
  if (!response.content?.['application/json']?.schema) return undefined;
  return `${pointer}/content/application~1json/schema`;
}

/** Readable error lines of `body` against the schema at `pointer` (empty when it matches); compiled once per pointer. */
function errorsAgainst(pointer: string, body: unknown): string[] {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = compiler().compile({ $ref: `${DOCUMENT_ID}${pointer}` });
    validators.set(pointer, validate);
  }
  if (validate(body)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

/** Validates a body; returns readable error lines (empty when the body matches). */
export function contractErrors(method: ContractMethod, pathTemplate: string, status: number, body: unknown): string[] {
  const pointer = schemaPointer(method, pathTemplate, status);
  if (!pointer) throw new Error(`The contract declares no ${status} JSON answer for ${method.toUpperCase()} ${pathTemplate}`);
  return errorsAgainst(pointer, body);
}

const badResponse = (template: string, status: number, errors: string[]) =>
  upstreamBadResponse(template, status, new Error(errors.slice(0, 3).join('; ')));

/**
 * Every successful upstream answer (`template` as the client names it, e.g. 'orders/{invoice_no}') must
 * be what the contract promises for its status: one that breaks it (a null where an object is due, a
 * price that is not a decimal string, a missing token), or a success status the contract does not
 * declare, is an upstream fault, returned here. Nothing is read out of such an answer, so no value is
 * ever made up from it.
 */
export function contractBreak(method: ContractMethod, template: string, status: number, body: unknown): UpstreamError | undefined {
  const pointer = schemaPointer(method, `/${template}`, status);
  const errors = pointer ? errorsAgainst(pointer, body) : [`(status) ${status} is not an answer the contract declares`];
  return errors.length > 0 ? badResponse(template, status, errors) : undefined;
}

/**
 * A 200 read may enter the shared cache only when it is what the contract promises (contractBreak,
 * which every call passes) and does not say `success: false`: such an answer would otherwise replace
 * a good copy and be served to every shopper (and as the stale copy during an outage).
 */
export function checkCacheableAnswer(template: string, body: unknown): unknown {
  if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false) {
    throw badResponse(template, 200, ['(body) success is false']);
  }
  return body;
}
