import type { components } from '@bff/generated/upstream';
import type { UpstreamClient } from '@bff/upstream/client';

type Schemas = components['schemas'];

export interface CatalogueOutline {
  /** Every category (menus_all), with its sub-categories. */
  menus: Schemas['MenuEntry'][];
  footer: Schemas['FooterColumn'][];
}

/**
 * The whole catalogue's outline, from the same cached app-initiate answer the layout's bootstrap reads
 * (so it is normally warm), or from menus_all and footerPages when app-initiate fails.
 */
export async function loadOutline(upstream: UpstreamClient): Promise<CatalogueOutline> {
  try {
    const { all_menus, footer_pages } = (await upstream.getCached('app-initiate')).data;
    return { menus: all_menus, footer: footer_pages };
  } catch (initiateError) {
    const [menus, footer] = await Promise.all([upstream.getCached('menus_all'), upstream.getCached('footerPages')]).catch(() => {
      throw initiateError;
    });
    return { menus: menus.data, footer: footer.data };
  }
}

/** The category a sub-category belongs to, when the outline lists it. */
export function categoryOfSubMenu(outline: CatalogueOutline, subMenuSlug: string): Schemas['MenuRef'] | undefined {
  return outline.menus.find((entry) => entry.sub_menus.some((sub) => sub.sub_menu_slug === subMenuSlug))?.menu;
}
