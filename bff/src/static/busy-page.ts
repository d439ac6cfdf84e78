import type { Context } from 'hono';
import { pageTitle, SHOP_NAME } from '../shared/shop';

/** When a shopper or crawler turned away for a busy moment may ask again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The page a shopper gets when the server is too busy to render theirs: whole in itself (its style
 * inline, no script, no asset to fetch from a server that is busy), in the shop's colours and type
 * (web/src/styles/tokens.css), saying what happened and what to do, with the way home.
 */
const BUSY_PAGE = `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${pageTitle('Very busy right now')}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f6fc;color:#161a22;font:1rem/1.55 system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
main{box-sizing:border-box;max-width:36rem;margin:16px;padding:32px;background:#fff;border-top:4px solid #0b2a5b;border-radius:8px}
.shop{margin:0 0 24px;color:#0b2a5b;font-weight:800;font-size:1.125rem}
h1{margin:0 0 12px;font-size:1.75rem;line-height:1.2;color:#071a3a}
p{margin:0 0 16px}
a.home{display:inline-block;margin-top:8px;padding:12px 24px;border-radius:999px;background:#c2185b;color:#fff;font-weight:700;text-decoration:none}
a.home:hover{background:#a3104f}
a.home:focus-visible{outline:3px solid #00a8d6;outline-offset:2px}
</style></head><body><main>
<p class="shop">${SHOP_NAME}</p>
<h1>We're very busy right now</h1>
<p>So many people are visiting the shop that we could not show you this page just now.</p>
<p>Please try again in a moment.</p>
<a class="home" href="/">Go to the home page</a>
</main></body></html>`;

/** 503 with the busy page, a time to come back, and kept by no cache: the next try may be served. */
export function busyPage(c: Context) {
  c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  return c.html(BUSY_PAGE, 503);
}
