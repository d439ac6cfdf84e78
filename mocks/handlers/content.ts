// Layout and content paths of the mock upstream: initial app data, menus, footer pages, company
// profile, slides, reviews, static pages, the same-day page and the contact form.
import { http } from '../base';
import { catalogue, findVariation } from '../data/catalogue';
import { estimateDelivery } from '../data/catalogue-delivery';
import { errorBody, menuEntry, minDeliveryView, notFound, variationCard } from '../data/catalogue-views';
import { company, contactReply, oneLineAddress, reviews, sameDayPage, slides, staticInfo } from '../data/content';
import { findStaticPage, footerColumns } from '../data/content-pages';

const INVALID = 'The given data was invalid.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const navbarMenus = () => catalogue.categories.filter((c) => c.inNavbar).map(menuEntry);
const allMenus = () => catalogue.categories.map(menuEntry);

function footerPages() {
  return footerColumns.map((column) => ({
    name: column.name,
    slug: column.slug,
    pages: column.pageSlugs.map((slug) => {
      const page = findStaticPage(slug);
      if (!page) throw new Error(`Footer column ${column.slug} lists unknown page ${slug}`);
      return { id: page.id, name: page.name, slug: page.slug };
    }),
  }));
}

/** The earliest delivery the shop can promise right now: same-day service. */
function minDelivery() {
  const sameDay = catalogue.deliveryServices.find((d) => d.kind === 'same-day');
  return sameDay ? minDeliveryView(estimateDelivery(sameDay)) : null;
}

const companyInfo = () => ({
  contact_no: company.contactNumbers[0],
  email: company.email,
  address: oneLineAddress,
  rating_point: company.rating.point,
  rating_counter: company.rating.counter,
});

export const contentHandlers = [
  http.get('/app-initiate', ({ response }) =>
    response(200).json({
      success: true,
      data: { company_info: companyInfo(), menus: navbarMenus(), all_menus: allMenus(), footer_pages: footerPages(), static_info: staticInfo },
    }),
  ),

  http.get('/menus', ({ response }) => response(200).json({ success: true, data: navbarMenus() })),

  http.get('/menus_all', ({ response }) => response(200).json({ success: true, data: allMenus() })),

  http.get('/footerPages', ({ response }) => response(200).json({ success: true, data: footerPages() })),

  http.get('/static-info', ({ response }) => response(200).json({ success: true, data: staticInfo })),

  http.get('/company-profile', ({ response }) =>
    response(200).json({
      success: true,
      data: {
        name: company.name,
        contact_no: company.contactNumbers[0],
        contact_no_2: company.contactNumbers[1],
        email: company.email,
        sales_email: company.salesEmail,
        address: company.street,
        city: company.city,
        post_code: company.postCode,
        country: company.country,
        schedules: company.schedules,
        social_links: company.social,
        rating_point: company.rating.point,
        rating_counter: company.rating.counter,
        // No promo video is bundled with the mock; the home page hides its video button without one.
        video_url: null,
      },
    }),
  ),

  http.get('/slider', ({ response }) =>
    response(200).json({
      success: true,
      data: {
        sliders: slides.map((s) => ({ id: s.id, image: s.image, icon: s.icon, title: s.title, sub_title: s.subTitle, content: s.content, url: s.url })),
        min_delivery: minDelivery(),
      },
    }),
  ),

  http.get('/reviews', ({ response }) =>
    response(200).json({
      success: true,
      data: {
        rating_point: company.rating.point,
        rating_counter: company.rating.counter,
        reviews: reviews.map((r) => ({ id: r.id, author_name: r.author, rating: r.rating, text: r.text, created_at: r.createdAt })),
      },
    }),
  ),

  http.get('/get-static-page/{id}', ({ params, response }) => {
    const page = findStaticPage(params.id);
    if (!page) return response('4XX').json(notFound('Page'), { status: 404 });
    return response(200).json({
      success: true,
      data: {
        id: page.id,
        name: page.name,
        slug: page.slug,
        title: page.title,
        content: page.content,
        meta_title: `${page.title} | PrintShop London`,
        meta_description: page.metaDescription,
        updated_at: page.updatedAt,
      },
    });
  }),

  http.get('/same-day-printing', ({ response }) =>
    response(200).json({
      success: true,
      data: {
        title: sameDayPage.title,
        content: sameDayPage.content,
        order_cut_off: staticInfo.order_cut_off,
        min_delivery: minDelivery(),
        variations: sameDayPage.variationSlugs.map((slug) => {
          const variation = findVariation(slug);
          if (!variation) throw new Error(`Same-day page lists unknown variation ${slug}`);
          return variationCard(variation);
        }),
      },
    }),
  ),

  http.post('/contact-us', async ({ request, response }) => {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const errors: Record<string, string[]> = {};
    const field = (name: string, max: number) => {
      const value = typeof body[name] === 'string' ? (body[name] as string).trim() : '';
      if (value === '') errors[name] = [`The ${name} field is required.`];
      else if (value.length > max) errors[name] = [`The ${name} may not be greater than ${max} characters.`];
      return value;
    };
    field('name', 60);
    const email = field('email', 60);
    field('message', 1000);
    if (email && !errors.email && !EMAIL.test(email)) errors.email = ['The email must be a valid email address.'];
    if (Object.keys(errors).length > 0) return response('4XX').json(errorBody(INVALID, errors), { status: 422 });
    return response(200).json({ success: true, message: contactReply });
  }),
];

