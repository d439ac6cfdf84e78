// Regenerates web/src/routeTree.gen.ts without starting Vite, so `tsc` can run on a clean clone.
import { Generator, getConfig } from '@tanstack/router-generator';
import { routeConfig } from '../route-config';

const config = getConfig(routeConfig);
await new Generator({ config, root: process.cwd() }).run();
