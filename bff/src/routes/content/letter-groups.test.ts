import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { groupByLetter } from './letter-groups';

const run = promisify(execFile);
const MODULE = new URL('./letter-groups.ts', import.meta.url).href;

const links = [
  { name: 'Tote Bags', slug: 'tote-bags' },
  { name: 'Zines', slug: 'zines' },
  { name: '3D Signs', slug: '3d-signs' },
  { name: 'Stickers', slug: 'stickers' },
  { name: 'stamps', slug: 'stamps' },
  { name: 'Zines', slug: 'zines' },
];

describe('groupByLetter', () => {
  it('lists A to Z then #, each group by name, each slug once', () => {
    expect(groupByLetter(links)).toEqual([
      { letter: 'S', links: [links[4], links[3]] },
      { letter: 'T', links: [links[0]] },
      { letter: 'Z', links: [links[1]] },
      { letter: '#', links: [links[2]] },
    ]);
  });

  // Node takes its locale from the environment when it starts, so another one needs a process of its own.
  it("keeps the English alphabet's order on a server whose own locale sorts Z before T (Estonian)", async () => {
    const script = [
      `const { groupByLetter } = await import(${JSON.stringify(MODULE)});`,
      `console.log(JSON.stringify(groupByLetter(${JSON.stringify(links)}).map((group) => group.letter)));`,
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, LC_ALL: 'et_EE.UTF-8' },
    });
    expect(JSON.parse(stdout)).toEqual(['S', 'T', 'Z', '#']);
  }, 30_000);
});
