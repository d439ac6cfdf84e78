import type { components } from '@bff/generated/upstream';

import type { Logger } from '@bff/lib/logger';
import type { UpstreamClient } from '@bff/upstream/client';
import type { Bootstrap, CompanyInfo, FooterColumn, MenuCategory } from '@bff/view-models';
import { memoizeLast } from '@bff/lib/memoize-last';
import { isWebAddress } from '@bff/lib/web-address';
import { groupByLetter } from './letter-groups';
import { SHOP_NAME } from '@bff/shared/shop';

type Schemas = components['schemas'];

// The contact page's static version, used when the profile is unavailable.
const STATIC_HOURS = ['Monday to Friday 9 AM - 6 PM', 'Saturday 10 AM - 5 PM'];

const subMenuLinks = (entry: Schemas['MenuEntry']) =>
  entry.sub_menus.map((sub) => ({ name: sub.name, slug: sub.sub_menu_slug }));

export function toMenus(entries: readonly Schemas['MenuEntry'][]): MenuCategory[] {
  return entries.map((entry) => ({ name: entry.menu.name, slug: entry.menu.slug, groups: groupByLetter(subMenuLinks(entry)) }));
}

export function toFooter(columns: readonly Schemas['FooterColumn'][]): FooterColumn[] {
  return columns.map((column) => ({
    name: column.name,
    slug: column.slug,
    pages: column.pages.map((page) => ({ name: page.name, slug: page.slug })),
  }));
}

export function toCompany(profile: Schemas['CompanyProfile'], info: Schemas['CompanyInfo'] | undefined, log: Logger): CompanyInfo {
  const links = profile.social_links ?? [];
  // The footer opens social profiles in a new tab: only web addresses.
  const social = links.filter((link) => isWebAddress(link.url));
  if (social.length < links.length) {
    const dropped = links.filter((link) => !social.includes(link)).map((link) => link.network);
    log.warn({ dropped }, 'social links that are not http(s) addresses are left out of the footer');
  }
  const address = [profile.address, profile.city, profile.post_code].filter((part) => part && part.trim() !== '');
  return {
    name: profile.name,
    phones: [profile.contact_no, profile.contact_no_2].filter((phone): phone is string => !!phone),
    email: profile.email,
    salesEmail: profile.sales_email ?? profile.email,
    address: address.join(', '),
    postalAddress: { street: profile.address, locality: profile.city ?? '', postCode: profile.post_code ?? '' },
    // The first two schedule entries are the hour lines.
    hours: profile.schedules.slice(0, 2).map((schedule) => `${schedule.day} ${schedule.time}`),
    rating: {
      point: profile.rating_point ?? info?.rating_point ?? 0,
      count: profile.rating_counter ?? info?.rating_counter ?? 0,
    },
    social: social.map((link) => ({ network: link.network, url: link.url })),
  };
}

function companyFromInfo(info: Schemas['CompanyInfo']): CompanyInfo {
  return {
    name: SHOP_NAME,
    phones: [info.contact_no],
    email: info.email,
    salesEmail: info.email,
    address: info.address,
    postalAddress: null,
    hours: STATIC_HOURS,
    rating: { point: info.rating_point ?? 0, count: info.rating_counter ?? 0 },
    social: [],
  };
}

type LayoutLists = Pick<Schemas['AppInitiate'], 'menus' | 'all_menus' | 'footer_pages' | 'static_info'> & {
  company_info?: Schemas['CompanyInfo'];
};

/**
 * app-initiate already carries the menus, all menus, footer pages, VAT and the short contact block,
 * so a cold bootstrap costs two parallel upstream calls (it and company-profile), and a warm one none.
 * Only when app-initiate fails are menus, menus_all, footerPages and static-info asked one by one;
 * only when company-profile fails is the short contact block used with the static opening hours.
 */
async function loadLayoutLists(upstream: UpstreamClient): Promise<LayoutLists> {
  try {
    return (await upstream.getCached('app-initiate')).data;
  } catch (initiateError) {
    const [menus, allMenus, footer, staticInfo] = await Promise.all([
      upstream.getCached('menus'),
      upstream.getCached('menus_all'),
      upstream.getCached('footerPages'),
      upstream.getCached('static-info'),
    ]).catch(() => {
      throw initiateError;
    });
    return { menus: menus.data, all_menus: allMenus.data, footer_pages: footer.data, static_info: staticInfo.data };
  }
}

// Menus are the costly part to build: rebuilt only when the cached lists refresh.
const toLayout = memoizeLast(
  (lists: LayoutLists): Omit<Bootstrap, 'company'> => ({
    menus: toMenus(lists.menus),
    allProducts: groupByLetter(lists.all_menus.flatMap(subMenuLinks)),
    categories: lists.all_menus.map((entry) => ({ name: entry.menu.name, slug: entry.menu.slug })),
    footer: toFooter(lists.footer_pages),
    vatPercent: lists.static_info.vat_percent,
    contextMenuOff: lists.static_info.disable_right_click === true,
  }),
);

export async function loadBootstrap(upstream: UpstreamClient, log: Logger): Promise<Bootstrap> {
  const [lists, profile] = await Promise.allSettled([loadLayoutLists(upstream), upstream.getCached('company-profile')]);
  if (lists.status === 'rejected') throw lists.reason;
  const { company_info } = lists.value;

  let company: CompanyInfo;
  if (profile.status === 'fulfilled') company = toCompany(profile.value.data, company_info, log);
  else if (company_info) company = companyFromInfo(company_info);
  else throw profile.reason;

  return { company, ...toLayout(lists.value) };
}
