import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../bff/src/generated/upstream';

/** The path prefix the shop's REST API lives under; the media files sit beside it on the same origin. */
export const API_PREFIX = '/api/v1';
export const MEDIA_PREFIX = '/media';
/** Development-only routes of the mock (outside the contract), e.g. the outbox of emailed links. */
export const DEV_PREFIX = '/__dev';
/** The test payment provider's hosted pages, beside the API on the same origin (outside the contract). */
export const PAYMENT_PAGE_PREFIX = '/hosted-payment';

let storefrontOverride: string | undefined;

/**
 * Emailed links point at the storefront, exactly like the real shop's mails do, so an e2e test can
 * follow them in the browser. Resolved on every use: the BFF names its own origin when it starts the
 * mock in-process (see startMockUpstream), otherwise STOREFRONT_URL, otherwise localhost:3000.
 */
export function storefrontUrl(): string {
  return (storefrontOverride ?? process.env.STOREFRONT_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

export function setStorefrontUrl(url: string | undefined): void {
  storefrontOverride = url;
}

/**
 * Every mock handler is typed against the generated contract. The `*` origin makes the handlers
 * match whichever host serves them: the loopback mock server, msw/node in unit tests, or the BFF's
 * in-process upstream.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: `*${API_PREFIX}` });

/** Money crosses the contract as pounds with two decimals ("12.50"); the mock keeps integer pence. */
export function money(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Percentages cross the contract as decimal strings ("20.00"). */
export function percent(value: number): string {
  return value.toFixed(2);
}

/** ISO 8601 with an explicit offset, as the upstream (Laravel's toIso8601String) sends it. */
export function apiDateTime(iso: string): string {
  return new Date(iso).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
