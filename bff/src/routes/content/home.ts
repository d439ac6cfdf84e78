import type { components } from '@bff/generated/upstream';
import { SLIDE_IMAGE, imageSet } from '@bff/lib/images';
import { memoizeLast } from '@bff/lib/memoize-last';
import { toVariationCard } from '@bff/lib/cards';
import { toMinDeliveryView } from '@bff/lib/delivery';
import { withoutAlias } from '@bff/lib/page-aliases';
import type { UpstreamClient } from '@bff/upstream/client';
import type { HomeData } from '@bff/view-models';

type Schemas = components['schemas'];

/** Wide screens show 8 popular products; narrow ones hide the last. */
const POPULAR_COUNT = 8;

// Rebuilt only when one of the cached reads refreshes.
const toHome = memoizeLast(
  (
    slider: Schemas['SliderResponse']['data'],
    reviews: Schemas['ReviewsResponse']['data'],
    popular: Schemas['PopularProductsResponse']['data'],
  ): HomeData => ({
    slides: slider.sliders.map((slide) => ({
      title: slide.title,
      subTitle: slide.sub_title,
      content: slide.content,
      href: withoutAlias(slide.url),
      image: imageSet(slide.image, slide.title, SLIDE_IMAGE),
    })),
    minDelivery: toMinDeliveryView(slider.min_delivery),
    rating: { point: reviews.rating_point, count: reviews.rating_counter },
    popular: popular.slice(0, POPULAR_COUNT).map(toVariationCard),
  }),
);

/**
 * The home page's data. The slider's earliest delivery holds until the shop's next cut-off (`cutOffAt`,
 * an ISO instant), which is part of its cache key: at 16:00 the next request reads the next day's date.
 */
export async function loadHome(upstream: UpstreamClient, cutOffAt: string): Promise<HomeData> {
  const [slider, reviews, popular] = await Promise.all([
    upstream.getCached('slider', { keyPart: cutOffAt }),
    upstream.getCached('reviews'),
    upstream.getCached('top-selling-variations/{menu_slug}', { path: { menu_slug: 'all' } }),
  ]);
  return toHome(slider.data, reviews.data, popular.data);
}
