// Checks upstream answers against openapi/upstream.yaml (its generated JSON copy): the BFF checks
// every successful answer with it, and the mock tests use it so the mocks cannot drift.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
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

/**
 * The contract's mark on a list none of whose entries may be left out (see checkCacheableAnswer).
 * While an answer is checked, the mark notes where each such list sits in it (its JSON pointer).
 */
const WHOLE_LIST = 'x-whole-list';

interface CheckContext {
  wholeLists: Set<string>;
}

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

function compiler(): Ajv2020 {
  if (!ajv) {
    // The whole document is one schema resource, so the contract's local `#/components/...` refs
    // resolve inside it; OpenAPI's own keywords are not JSON Schema, hence strict: false.
    // passContext hands the context a check is called with to the WHOLE_LIST keyword.
    ajv = new Ajv2020({ strict: false, allErrors: true, passContext: true });
    addFormats(ajv);
    ajv.addKeyword({
      keyword: WHOLE_LIST,
      schemaType: 'boolean',
      errors: false,
      validate(this: CheckContext, whole: boolean, _data: unknown, _schema: unknown, where?: { instancePath: string }) {
        if (whole && where) this.wholeLists.add(where.instancePath);
        return true;
      },
    });
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

/** The check of the schema at `pointer`, compiled once. */
function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = compiler().compile({ $ref: `${DOCUMENT_ID}${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

/** Where and how an answer breaks the contract, without the value that broke it. */
const describe = (e: ErrorObject) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`;

/** Readable error lines of `body` against the schema at `pointer` (empty when it matches). */
function errorsAgainst(pointer: string, body: unknown): string[] {
  const validate = validatorAt(pointer);
  if (validate.call({ wholeLists: new Set() } satisfies CheckContext, body)) return [];
  return (validate.errors ?? []).map(describe);
}

/** Validates a body; returns readable error lines (empty when the body matches). */
export function contractErrors(method: ContractMethod, pathTemplate: string, status: number, body: unknown): string[] {
  const pointer = schemaPointer(method, pathTemplate, status);
  if (!pointer) throw new Error(`The contract declares no ${status} JSON answer for ${method.toUpperCase()} ${pathTemplate}`);
  return errorsAgainst(pointer, body);
}

/** Each round leaves out at least one entry (an empty list may then cost its owner, an entry of an outer list). */
const MAX_DROP_ROUNDS = 3;
/** The error lines a refusal or a dropped entry names (an entry of another shape breaks every rule). */
const ERRORS_NAMED = 3;

/** Why an answer breaks the contract: JSON pointers and the rules broken, never a value the upstream sent. */
export class ContractBreakError extends Error {
  override readonly name = 'ContractBreakError';
}

const badResponse = (template: string, status: number, errors: string[]) =>
  upstreamBadResponse(template, status, new ContractBreakError(errors.slice(0, ERRORS_NAMED).join('; ')));

/** The status line of an answer whose status the contract declares no JSON body for. */
const undeclared = (status: number) => [`(status) ${status} is not an answer the contract declares`];

/**
 * Every successful upstream answer (`template` as the client names it, e.g. 'orders/{invoice_no}') must
 * be what the contract promises for its status: one that breaks it (a null where an object is due, a
 * price that is not a decimal string, a missing token), or a success status the contract does not
 * declare, is an upstream fault, returned here. Nothing is read out of such an answer, so no value is
 * ever made up from it.
 */
export function contractBreak(method: ContractMethod, template: string, status: number, body: unknown): UpstreamError | undefined {
  const pointer = schemaPointer(method, `/${template}`, status);
  const errors = pointer ? errorsAgainst(pointer, body) : undeclared(status);
  return errors.length > 0 ? badResponse(template, status, errors) : undefined;
}

/** A list entry left out of an answer: its JSON pointer in the answer as the upstream sent it, and what broke. */
export interface DroppedItem {
  pointer: string;
  errors: string[];
}

interface ListEntry {
  list: unknown[];
  index: number;
  /** As the upstream sent it: `/data/3` even once entries before it were left out. */
  pointer: string;
}

const decodePointerSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The innermost list entry that holds the error at `instancePath` and may be left out (its list is
 * not a whole list); undefined when the error is outside every such entry.
 * `sentIndexes` maps a list already shortened to the indexes its entries had in the answer as sent.
 */
function droppableEntry(body: unknown, instancePath: string, wholeLists: Set<string>, sentIndexes: Map<unknown[], number[]>): ListEntry | undefined {
  let node = body;
  let at = '';
  let sentAt = '';
  let entry: ListEntry | undefined;
  for (const segment of instancePath.split('/').slice(1).map(decodePointerSegment)) {
    if (typeof node !== 'object' || node === null) break;
    const escaped = escapePointer(segment);
    const sentSegment = Array.isArray(node) ? String(sentIndexes.get(node)?.[Number(segment)] ?? segment) : escaped;
    if (Array.isArray(node) && !wholeLists.has(at)) entry = { list: node, index: Number(segment), pointer: `${sentAt}/${sentSegment}` };
    node = (node as Record<string, unknown>)[segment];
    at = `${at}/${escaped}`;
    sentAt = `${sentAt}/${sentSegment}`;
  }
  return entry;
}

/** The JSON pointers that hold `pointer`, outermost first: '' (the whole answer), `/data`, `/data/3`… */
function ancestors(pointer: string): string[] {
  const held = [''];
  for (let at = pointer.indexOf('/', 1); at !== -1; at = pointer.indexOf('/', at + 1)) held.push(pointer.slice(0, at));
  return held;
}

/** Leaves `indexes` out of `list` in place, noting the indexes its remaining entries had as sent. */
function leaveOut(list: unknown[], indexes: Set<number>, sentIndexes: Map<unknown[], number[]>) {
  const sent = sentIndexes.get(list) ?? list.map((_, index) => index);
  const kept: number[] = [];
  let write = 0;
  for (let read = 0; read < list.length; read += 1) {
    if (indexes.has(read)) continue;
    kept.push(sent[read]!);
    list[write] = list[read];
    write += 1;
  }
  list.length = write;
  sentIndexes.set(list, kept);
}

/**
 * A read that may enter the shared cache: what the contract promises for its status (as contractBreak
 * asks of every answer), and not `success: false`. A broken answer would otherwise replace a good copy
 * and be served to every shopper (and as the stale copy during an outage): an upstream fault.
 *
 * An answer whose only faults lie inside entries of lists is kept without those entries: one bad
 * sub-menu or product card costs that entry, not every page that shows the list. The answer (a freshly
 * parsed body) is changed in place and returned; `onDropped` hears of each entry left out, once the
 * rest keeps the contract. A fault in the envelope or in a field outside every list refuses the
 * answer, as does one in a list the contract marks `x-whole-list`: there an entry left out makes the
 * answer wrong, not shorter (a price table would price the missing quantities by another row, the
 * configurator's price is for options it lists, the first two opening-hours entries are the hour
 * lines), so the nearest list around it that may lose an entry loses that entry instead, if any.
 * A list that would lose more than half of its entries refuses the answer too. Under a oneOf (a
 * category page is a menu or a sub-menu page), the errors of the branch not meant could in principle
 * point into entries the meant one keeps: such an entry would be left out, never made up, and the
 * answer must still keep the contract without it; the contract's branches share no list as it stands.
 */
export function checkCacheableAnswer(template: string, status: number, body: unknown, onDropped: (item: DroppedItem) => void = () => undefined): unknown {
  const refuse = (errors: string[]) => badResponse(template, status, errors);
  if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false) throw refuse(['(body) success is false']);
  const pointer = schemaPointer('get', `/${template}`, status);
  if (!pointer) throw refuse(undeclared(status));
  const validate = validatorAt(pointer);
  const dropped: DroppedItem[] = [];
  const sentIndexes = new Map<unknown[], number[]>();
  const sentLengths = new Map<unknown[], number>();
  for (let round = 0; ; round += 1) {
    const context: CheckContext = { wholeLists: new Set() };
    if (validate.call(context, body)) {
      for (const item of dropped) onDropped(item);
      return body;
    }
    const errors = validate.errors ?? [];
    const entries = new Map<string, ListEntry & { errors: string[] }>();
    for (const error of errors) {
      const entry = droppableEntry(body, error.instancePath, context.wholeLists, sentIndexes);
      if (!entry) continue;
      const known = entries.get(entry.pointer) ?? { ...entry, errors: [] };
      known.errors.push(describe(error));
      entries.set(entry.pointer, known);
    }
    // Errors outside every droppable entry may go once the entries are out (an array's minItems
    // counts them): the next round tells.
    if (entries.size === 0 || round === MAX_DROP_ROUNDS) throw refuse(errors.map(describe));
    const byList = new Map<unknown[], { pointer: string; indexes: Set<number>; outermost: boolean; errors: string[] }>();
    for (const entry of entries.values()) {
      const outermost = !ancestors(entry.pointer).some((pointer) => entries.has(pointer));
      if (outermost) dropped.push({ pointer: entry.pointer, errors: entry.errors.slice(0, ERRORS_NAMED) });
      const list = byList.get(entry.list) ?? { pointer: entry.pointer.slice(0, entry.pointer.lastIndexOf('/')), indexes: new Set(), outermost, errors: [] };
      list.indexes.add(entry.index);
      if (list.errors.length < ERRORS_NAMED) list.errors.push(...entry.errors);
      byList.set(entry.list, list);
    }
    for (const [list, { pointer, indexes, outermost, errors: listErrors }] of byList) {
      const sent = sentLengths.get(list) ?? list.length;
      sentLengths.set(list, sent);
      const lost = sent - list.length + indexes.size;
      // A list that would lose most of its entries is an upstream that changed its format (a field
      // null on every card), not one bad entry: a copy cut down to a few would replace the good copy,
      // and the stale one. More than half, not only all, as a change may spare some entries.
      if (outermost && lost * 2 > sent) throw refuse([`${pointer || '(body)'} would lose ${lost} of its ${sent} entries`, ...listErrors]);
      leaveOut(list, indexes, sentIndexes);
    }
  }
}
