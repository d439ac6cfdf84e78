// Regenerates web/src/routeTree.gen.ts without starting Vite, so `tsc` can run on a clean clone, and
// writes bff/src/generated/web-paths.ts from it: the BFF learns which pages exist from the route
// files themselves, never from a list kept by hand.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Generator, getConfig } from '@tanstack/router-generator';
import { routeConfig } from '../route-config';
import { webPathsSource } from './web-paths-source';

const config = getConfig(routeConfig);
await new Generator({ config, root: process.cwd() }).run();

const routeTree = readFileSync(routeConfig.generatedRouteTree, 'utf8');
const webPathsFile = new URL('../../bff/src/generated/web-paths.ts', import.meta.url);
const source = webPathsSource(routeTree);
// Written only when it changes, so an unchanged route table does not make the server look stale.
if (!existsSync(webPathsFile) || readFileSync(webPathsFile, 'utf8') !== source) writeFileSync(webPathsFile, source);
