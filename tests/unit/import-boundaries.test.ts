import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: 'tests/eslint.config.js' });

/** The rule ids ESLint reports for `code` as if it were the file at `filePath`. */
async function lintRules(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

const ordersApiModule = readdirSync(`${root}web/src/features/orders/api`)
  .find((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  ?.replace(/\.ts$/, '');

describe('import boundaries', { timeout: 120_000 }, () => {
  it('reports a web feature reaching into another feature', async () => {
    const rules = await lintRules(
      'web/src/features/careers/probe.ts',
      "export { OrderTrackingPage } from '@web/features/orders/components/order-tracking-page';\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it("allows a web feature to use another feature's api/", async () => {
    expect(ordersApiModule).toBeDefined();
    const rules = await lintRules('web/src/features/careers/probe.ts', `export * from '@web/features/orders/api/${ordersApiModule}';\n`);
    expect(rules).not.toContain('import-x/no-restricted-paths');
  });

  it('reports a BFF route domain importing another domain', async () => {
    const rules = await lintRules('bff/src/routes/jobs/probe.ts', "export { cartRoutes } from '../cart/cart-routes';\n");
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it("allows a BFF route domain to use the BFF's shared http/ code", async () => {
    const rules = await lintRules('bff/src/routes/jobs/probe.ts', "export { ApiFailure } from '@bff/http/errors';\n");
    expect(rules).toEqual([]);
  });

  it('reports web importing BFF internals or the app at run time, and allows the AppType', async () => {
    expect(await lintRules('web/src/lib/probe.ts', "export { UpstreamError } from '@bff/upstream/upstream-error';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await lintRules('web/src/lib/probe.ts', "export { createApp } from '@bff/app';\n")).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await lintRules('web/src/lib/probe.ts', "export type { AppType } from '@bff/app';\n")).toEqual([]);
  });

  it("reports web taking an answer type from the BFF's view models instead of the typed client", async () => {
    const rules = await lintRules('web/src/features/careers/probe.ts', "export type { JobView } from '@bff/view-models';\n");
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('reports the BFF importing web code', async () => {
    const rules = await lintRules('bff/src/lib/probe.ts', "export { createAppRouter } from '@web/router';\n");
    expect(rules).toContain('import-x/no-restricted-paths');
  });
});
