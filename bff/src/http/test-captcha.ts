// For tests only: what the ALTCHA widget does in the browser, against an app's challenge route.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

type TestApp = { request: (path: string) => Response | Promise<Response> };

/** Fetches a challenge from `path`, finds the counter, and sends both back base64-encoded, as the widget's payload. */
export async function solvedCaptcha(app: TestApp, path: string): Promise<string> {
  const response = await app.request(path);
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the test could not solve its own challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
