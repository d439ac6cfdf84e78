// Validates mock (or any upstream) responses against openapi/upstream.yaml, so the mocks cannot
// drift from the contract. Generic: any method, path template and status the contract declares.
//
//   expectMatchesContract('get', '/variations/search', 200, body);
//   const body = await expectResponseMatchesContract('get', '/menus', response);
import { contractErrors, type ContractMethod } from '@bff/upstream/contract-validator';

export { contractErrors };

/** Throws, listing every mismatch, when `body` is not what the contract says this response is. */
export function expectMatchesContract(method: ContractMethod, pathTemplate: string, status: number, body: unknown): void {
  const errors = contractErrors(method, pathTemplate, status, body);
  if (errors.length > 0) {
    const shown = errors.slice(0, 15).join('\n  ');
    throw new Error(`${method.toUpperCase()} ${pathTemplate} ${status} does not match the contract:\n  ${shown}`);
  }
}

/** Reads a Response's JSON, checks it against the contract for its status, and returns it. */
export async function expectResponseMatchesContract(method: ContractMethod, pathTemplate: string, response: Response): Promise<unknown> {
  const body: unknown = await response.json();
  expectMatchesContract(method, pathTemplate, response.status, body);
  return body;
}
