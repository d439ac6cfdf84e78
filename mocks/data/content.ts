// Shop-wide content of the mock upstream: company profile, Google rating and reviews, home-page
// slides, shop settings and the same-day page. Dates that depend on "now" are computed per request.

export const company = {
  name: 'PrintShop London Ltd',
  contactNumbers: ['020 7946 0123', '020 7946 0456'] as const,
  email: 'hello@printshoplondon.co.uk',
  salesEmail: 'sales@printshoplondon.co.uk',
  street: 'Unit 4, 27 Old Street',
  city: 'London',
  postCode: 'EC1V 9HL',
  country: 'United Kingdom',
  /** The first two lines are the opening hours the contact page and footer show. */
  schedules: [
    { day: 'Monday to Friday', time: '9 AM - 6 PM' },
    { day: 'Saturday', time: '10 AM - 5 PM' },
    { day: 'Sunday and bank holidays', time: '11 AM - 4 PM (same-day collection only)' },
  ],
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/printshoplondon' },
    { network: 'instagram', url: 'https://www.instagram.com/printshoplondon' },
    { network: 'x', url: 'https://x.com/printshopldn' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/printshop-london' },
    { network: 'youtube', url: 'https://www.youtube.com/@printshoplondon' },
  ] as { network: 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube'; url: string }[],
  rating: { point: 4.8, counter: 1250 },
};

export const oneLineAddress = `${company.street}, ${company.city} ${company.postCode}`;

export const staticInfo = {
  vat_percent: 20,
  currency: 'GBP' as const,
  timezone: 'Europe/London',
  order_cut_off: '16:00',
  business_discount_percent: 5,
  free_delivery: true,
  disable_right_click: false,
};

export interface ReviewRecord {
  id: number;
  author: string;
  rating: number;
  text: string;
  createdAt: string;
}

export const reviews: ReviewRecord[] = [
  { id: 1, author: 'Priya S.', rating: 5, createdAt: '2025-05-28T15:42:00+01:00', text: 'Ordered 500 business cards at 11 am and picked them up at 2 pm. Lovely thick card and the colours matched our logo exactly.' },
  { id: 2, author: 'Tom H.', rating: 5, createdAt: '2025-05-21T10:05:00+01:00', text: 'Our roller banner arrived the next morning, already assembled in its bag. The print is sharp and there is no curl at the edges.' },
  { id: 3, author: 'Grace O.', rating: 5, createdAt: '2025-05-17T18:20:00+01:00', text: 'They spotted a missing bleed on my flyer artwork, called me and fixed it in ten minutes. That is proper customer service.' },
  { id: 4, author: 'Marek W.', rating: 4, createdAt: '2025-05-09T09:12:00+01:00', text: 'Great quality hoodies for our football team. Took three days rather than two, but they kept me updated the whole time.' },
  { id: 5, author: 'Hannah L.', rating: 5, createdAt: '2025-04-30T13:33:00+01:00', text: 'Printed our wedding order-of-service booklets the day before the wedding. Beautiful paper and neatly stapled. Lifesavers.' },
  { id: 6, author: 'Daniel K.', rating: 5, createdAt: '2025-04-22T16:47:00+01:00', text: 'We use them for all our restaurant menus and takeaway leaflets. Consistent colour every time and no VAT on the leaflets.' },
  { id: 7, author: 'Aisha B.', rating: 5, createdAt: '2025-04-11T11:02:00+01:00', text: 'The soft-touch business cards feel incredible. Three clients have already asked where I had them printed.' },
  { id: 8, author: 'Chris P.', rating: 4, createdAt: '2025-03-29T14:15:00+00:00', text: 'Good prices on correx signs for our building sites. Would like more size options, but the print survived a very wet March.' },
  { id: 9, author: 'Sofia R.', rating: 5, createdAt: '2025-03-15T12:40:00+00:00', text: 'Ordered branded mugs and tote bags for a launch event on a Sunday. Open on a Sunday! Everything looked great.' },
  { id: 10, author: 'James M.', rating: 5, createdAt: '2025-03-02T17:55:00+00:00', text: 'Business account manager is brilliant: she remembers our paper, our Pantones and reorders in one email.' },
];

export interface SlideRecord {
  id: number;
  title: string;
  subTitle: string;
  content: string;
  url: string;
  image: string;
  icon: string;
}

export const slides: SlideRecord[] = [
  {
    id: 1,
    title: 'Same-day printing in London',
    subTitle: 'Order by 16:00, printed in 2-4 hours',
    content: 'Printed in our Old Street workshop, delivered across London today.',
    url: '/same-day-printing',
    image: 'sliders/same-day-printing.webp',
    icon: 'icons/same-day.svg',
  },
  {
    id: 2,
    title: 'Business cards that get kept',
    subTitle: 'From 50 cards on 400gsm silk, soft-touch or triple-layered board',
    content: 'Foil, spot UV and rounded corners, finished by hand.',
    url: '/business-cards',
    image: 'sliders/business-cards.webp',
    icon: 'icons/business-cards.svg',
  },
  {
    id: 3,
    title: 'Roller banners and signs by tomorrow',
    subTitle: 'Printed, assembled and delivered next day',
    content: 'Roller banners, foamex and PVC signs, sharp at any distance.',
    url: '/roller-banners',
    image: 'sliders/roller-banners.webp',
    icon: 'icons/roller-banners.svg',
  },
  {
    id: 4,
    title: 'Branded T-shirts and hoodies',
    subTitle: 'From a single garment, printed or embroidered',
    content: 'Gildan and Stanley/Stella blanks, S to 3XL, for teams and merch.',
    url: '/apparel-printing',
    image: 'sliders/branded-apparel.webp',
    icon: 'icons/branded-apparel.svg',
  },
];

export const sameDayPage = {
  title: 'Same Day Printing in London',
  content: `<p>Order before <strong>16:00</strong> and your printing is ready in 2-4 hours after you approve the proof. Collect it from our Old Street workshop or have it delivered across central London this evening.</p>
<ul>
<li>Open 7 days a week, including bank holidays.</li>
<li>Same-day delivery to EC, WC, E, N, NW, SE, SW and W postcodes.</li>
<li>Free artwork check on every order.</li>
</ul>`,
  /** Shown under the text, best sellers first. */
  variationSlugs: [
    'standard-business-cards-400gsm-silk',
    'premium-a5-flyers-170gsm-gloss',
    'a2-posters-170gsm-silk',
    '85-x-200-cm-economy-roller-banner',
    'a4-tri-fold-leaflets-to-dl-150gsm-silk',
    'gildan-heavy-cotton-t-shirt',
    'a3-3mm-foamex-board',
    '11oz-white-ceramic-mug',
  ],
};

export const contactReply = 'Thank you for getting in touch. We will reply within one working day.';
