import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv, SpaShell } from '../http/app-env';
import { siteOrigin } from '../http/origin';
import { DEFAULT_HEAD, injectHead, type PageHead } from './page-head';

export function createSpaShell(webDist: string): SpaShell {
  const root = resolve(process.cwd(), webDist);
  let template: Promise<string> | undefined;

  const loadTemplate = () => {
    template ??= readFile(join(root, 'index.html'), 'utf8').catch((error: unknown) => {
      // Not cached, so a build finishing after boot is picked up.
      template = undefined;
      throw error;
    });
    return template;
  };

  return {
    root,
    async render(c, head, status = 200) {
      let html: string;
      try {
        html = await loadTemplate();
      } catch {
        return c.text(`The web app is not built: ${webDist}/index.html is missing. Run \`npm run build\`.`, 503);
      }
      c.header('Cache-Control', 'no-cache');
      return c.html(injectHead(html, head, siteOrigin(c)), status);
    },
  };
}

/**
 * Answers a page of the SPA with its own head. Page routers (registered in createApp, before the
 * catch-all) call it with what they know about the page, and 404 for an unknown slug:
 * `return renderPage(c, { title, description, canonicalPath: c.req.path, jsonLd: [...] })`.
 */
export function renderPage(c: Context<AppEnv>, head: Partial<PageHead> = {}, status: ContentfulStatusCode = 200) {
  return c.var.spa.render(c, { ...DEFAULT_HEAD, canonicalPath: c.req.path, ...head }, status);
}
