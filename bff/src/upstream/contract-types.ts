// Types read straight off the generated contract (bff/src/generated/upstream.ts): a call's path
// template, parameters, body and success JSON. No DTO is written by hand.
import type { paths } from '../generated/upstream';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Templates are used without their leading slash, as ky's prefixUrl wants: 'menus', 'variations/colors/{id}'. */
export type UpstreamPath<M extends HttpMethod> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? (P extends `/${infer Rest}` ? Rest : never) : never;
}[keyof paths];

export type Operation<M extends HttpMethod, P extends UpstreamPath<M>> = paths[`/${P}` & keyof paths][M];

type JsonContent<R> = R extends { content: { 'application/json': infer T } } ? T : undefined;

/** The JSON of the operation's 200 (or 201) answer; `undefined` for an answer without a body. */
export type SuccessBody<O> = O extends { responses: { 200: infer R } }
  ? JsonContent<R>
  : O extends { responses: { 201: infer R } }
    ? JsonContent<R>
    : undefined;

type PathParams<O> = O extends { parameters: { path: infer P } } ? P : never;
/** Header parameters the contract requires (e.g. `Idempotency-Key` of placing an order). */
type HeaderParams<O> = O extends { parameters: { header: infer H } } ? H : never;
type QueryParams<O> = O extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;
/** openapi-typescript makes `query` required when one of its parameters is. */
type RequiredQuery<O> = O extends { parameters: { query: infer Q } } ? Q : never;
// Calls without a body have `requestBody?: never`. The body is read out first and then matched through
// a naked type parameter, which distributes, so `never` stays `never` instead of matching everything.
type RequestBody<O> = O extends { requestBody?: infer B } ? Exclude<B, undefined> : never;
type JsonOf<B> = B extends { content: { 'application/json': infer J } } ? J : never;
type MultipartOf<B> = B extends { content: { 'multipart/form-data': unknown } } ? true : never;
type JsonBody<O> = JsonOf<RequestBody<O>>;
type HasMultipart<O> = [MultipartOf<RequestBody<O>>] extends [never] ? false : true;

/** Calls whose body is a multipart upload: the ones a streamed body may be sent to. */
export type MultipartPath = {
  [P in UpstreamPath<'post'>]: HasMultipart<Operation<'post', P>> extends true ? P : never;
}[UpstreamPath<'post'>];

type IfPresent<T, Then> = [T] extends [never] ? unknown : Then;

export type CallOptions<O> = {
  /** The shopper's upstream bearer token, when the call is made on their behalf. */
  token?: string;
  signal?: AbortSignal;
  /**
   * A 2xx answer that says `success: false` (the upstream's message answers allow it) is a refusal,
   * thrown as the 400 it would have been. Not for a call whose answer is that flag (is this email subscribed?).
   */
  successFalseRefuses?: boolean;
} & IfPresent<PathParams<O>, { path: PathParams<O> }> &
  IfPresent<HeaderParams<O>, { headers: HeaderParams<O> }> &
  ([RequiredQuery<O>] extends [never] ? IfPresent<QueryParams<O>, { query?: QueryParams<O> }> : { query: RequiredQuery<O> }) &
  IfPresent<JsonBody<O>, { json: JsonBody<O> }> &
  (HasMultipart<O> extends true ? { form: FormData } : unknown);

/**
 * A multipart body sent as a stream (a large upload is never held in memory): the body already
 * encoded, and its content type with the boundary.
 */
export type StreamedUploadOptions<O> = {
  token?: string;
  signal?: AbortSignal;
  body: ReadableStream<Uint8Array>;
  contentType: string;
} & IfPresent<PathParams<O>, { path: PathParams<O> }>;

/** Public reads may be cached; they never carry a token (their answer is the same for everyone), and `success: false` never enters the cache (checkCacheableAnswer). */
export type CachedCallOptions<O> = Omit<CallOptions<O>, 'token' | 'successFalseRefuses'> & {
  /** Overrides CACHE_TTL_SECONDS for data that changes rarely or often. */
  ttlSeconds?: number;
  /**
   * Added to the cache key only (never sent): for answers that change at a known moment, such as a
   * delivery estimate at the 16:00 cut-off, so the next period starts with a fresh read, not a stale one.
   */
  keyPart?: string;
  /** A stale cached answer is refreshed before the call answers (CacheReadOptions.awaitRefresh). */
  awaitRefresh?: boolean;
};

type RequiresOptions<O> = [PathParams<O> | HeaderParams<O> | RequiredQuery<O> | JsonBody<O>] extends [never] ? false : true;

/** The options argument is optional only when the call has no path parameters, required query or body. */
export type OptionsArg<O, Opts> = RequiresOptions<O> extends true ? [options: Opts] : [options?: Opts];
