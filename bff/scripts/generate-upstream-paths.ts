// Writes bff/src/generated/upstream-paths.ts: the runtime allowlist of upstream operations, read from
// openapi/upstream.yaml so the BFF can refuse any call the contract does not describe; and
// bff/src/generated/upstream-contract.json, the contract itself, so the BFF can check answers against
// its schemas at run time without reading the YAML file from disk.
// Run by `npm run gen:api` right after openapi-typescript.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head'] as const;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const contract = parse(readFileSync(`${repoRoot}/openapi/upstream.yaml`, 'utf8')) as {
  paths?: Record<string, Record<string, unknown>>;
};

const lines = Object.entries(contract.paths ?? {})
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, item]) => {
    const methods = METHODS.filter((method) => method in item);
    return `  '${path}': [${methods.map((m) => `'${m}'`).join(', ')}],`;
  });

const source = `// Generated from openapi/upstream.yaml by bff/scripts/generate-upstream-paths.ts (npm run gen:api). Do not edit.
import type { paths } from './upstream';

type Method = ${METHODS.map((m) => `'${m}'`).join(' | ')};

/** Every upstream path template of the contract with its methods: the BFF's allowlist. */
export const upstreamOperations = {
${lines.join('\n')}
} as const satisfies Record<keyof paths, readonly Method[]>;
`;

writeFileSync(`${repoRoot}/bff/src/generated/upstream-paths.ts`, source);

writeFileSync(`${repoRoot}/bff/src/generated/upstream-contract.json`, `${JSON.stringify(contract)}\n`);
