import { accountHandlers } from './handlers/account';
import { authHandlers } from './handlers/auth';
import { blogHandlers } from './handlers/blog';
import { catalogHandlers } from './handlers/catalog';
import { checkoutHandlers } from './handlers/checkout';
import { contentHandlers } from './handlers/content';
import { jobsHandlers } from './handlers/jobs';
import { newsletterHandlers } from './handlers/newsletter';
import { ordersHandlers } from './handlers/orders';
import { searchHandlers } from './handlers/search';

/** Every upstream handler of the mock, one array per domain (mocks/handlers/<domain>.ts). */
export const handlers = [
  ...contentHandlers,
  ...catalogHandlers,
  ...searchHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...ordersHandlers,
  ...checkoutHandlers,
  ...newsletterHandlers,
  ...jobsHandlers,
  ...blogHandlers,
];
