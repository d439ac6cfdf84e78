// Footer pages with the content a London print shop actually publishes. The HTML is "trusted CMS
// HTML" in the contract: plain semantic markup, no scripts, no inline styles.

export interface StaticPageRecord {
  id: number;
  name: string;
  slug: string;
  title: string;
  metaDescription: string;
  content: string;
  updatedAt: string;
}

export interface FooterColumnRecord {
  name: string;
  slug: string;
  pageSlugs: string[];
}

const ADDRESS = 'Unit 4, 27 Old Street, London EC1V 9HL';

const pages: Omit<StaticPageRecord, 'id'>[] = [
  {
    name: 'About Us',
    slug: 'about-us',
    title: 'About PrintShop London',
    metaDescription: 'An independent London print shop: same-day digital printing, litho, signage and apparel from our Old Street workshop, 7 days a week.',
    updatedAt: '2025-02-03T09:30:00+00:00',
    content: `<p>PrintShop London is an independent print shop in Old Street, run by printers. Since 2009 we have printed business cards, flyers, banners and branded clothing for London’s cafés, start-ups, agencies, schools and charities.</p>
<h2>What we do</h2>
<ul>
<li><strong>Same-day printing</strong>: order by 16:00 and most jobs are printed in 2-4 hours, ready to collect or delivered across central London the same evening.</li>
<li><strong>Digital and litho</strong>: HP Indigo presses for short runs and a Heidelberg litho press for long runs, so you pay the right price at every quantity.</li>
<li><strong>Signage and large format</strong>: roller banners, foamex, correx and PVC banners printed up to 3.2 m wide.</li>
<li><strong>Apparel and gifts</strong>: DTF, screen printing and embroidery on T-shirts, hoodies, workwear, bags and mugs.</li>
</ul>
<h2>Open 7 days</h2>
<p>We are open every day of the year except Christmas Day, bank holidays included. Our artwork team checks every file before it goes to press and will call you if anything looks wrong.</p>
<h2>Business, student and reseller accounts</h2>
<p>Business customers get an automatic 5% discount on every order and a personal account manager. Designers and agencies can resell our printing under their own name with a reseller account.</p>`,
  },
  {
    name: 'Delivery Information',
    slug: 'delivery-information',
    title: 'Delivery Information',
    metaDescription: 'Same-day delivery in London, next-day and free standard UK delivery. Order cut-off 16:00 London time.',
    updatedAt: '2025-03-10T11:00:00+00:00',
    content: `<p>Every order is printed in our London workshop. Choose your delivery service on the product page; the estimated delivery date updates as you change it.</p>
<table>
<thead><tr><th scope="col">Service</th><th scope="col">When it arrives</th><th scope="col">Price</th></tr></thead>
<tbody>
<tr><td>Same Day (order by 16:00)</td><td>Today, printed in 2-4 hours after artwork approval. Selected London postcodes (EC, WC, E, N, NW, SE, SW, W) or collection from Old Street.</td><td>£19.95</td></tr>
<tr><td>Next Day</td><td>The next day, Monday to Saturday, by tracked courier.</td><td>£8.95</td></tr>
<tr><td>Standard 3-5 working days</td><td>Within 5 working days anywhere in mainland UK.</td><td>Free</td></tr>
</tbody>
</table>
<h2>Cut-off time</h2>
<p>Orders approved before 16:00 London time start production the same day. Orders placed after 16:00 start the next morning; we print 7 days a week.</p>
<h2>Highlands, islands and Northern Ireland</h2>
<p>Deliveries to the Scottish Highlands and islands, Northern Ireland, the Isle of Man and the Channel Islands carry a £9.95 surcharge and may take one or two extra days.</p>
<h2>Click and collect</h2>
<p>Collect free of charge from our workshop at ${ADDRESS}. We email you as soon as your order is ready.</p>`,
  },
  {
    name: 'Same Day Printing',
    slug: 'same-day-printing-service-in-london',
    title: 'Same Day Printing Service in London',
    metaDescription: 'Order by 16:00 and collect your printing today, or have it delivered across London. Business cards, flyers, posters and banners.',
    updatedAt: '2025-01-20T08:45:00+00:00',
    content: `<p>Need it today? Order before 16:00 and we print business cards, flyers, leaflets, posters, roller banners and T-shirts in 2-4 hours after your artwork is approved.</p>
<h2>How it works</h2>
<ol>
<li>Choose a product and the <strong>Same Day</strong> delivery service.</li>
<li>Upload print-ready artwork (PDF, 3 mm bleed) or ask our studio to set it up.</li>
<li>Approve the proof we email you. The clock starts when you approve.</li>
<li>Collect from Old Street or receive it by courier the same evening.</li>
</ol>
<p>Same-day delivery covers EC, WC, E, N, NW, SE, SW and W postcodes. We are open 7 days a week, including bank holidays.</p>`,
  },
  {
    name: 'Artwork Guidelines',
    slug: 'artwork-guidelines',
    title: 'Artwork Guidelines',
    metaDescription: 'How to supply print-ready artwork: PDF, CMYK, 300 dpi, 3 mm bleed and a safe zone.',
    updatedAt: '2024-11-05T14:20:00+00:00',
    content: `<p>Print-ready files go to press faster. Our artwork team checks every file for free and will contact you if something needs fixing.</p>
<ul>
<li><strong>File type</strong>: PDF (PDF/X-1a or PDF/X-4 preferred). We also accept AI, PSD, JPG and PNG.</li>
<li><strong>Colour</strong>: CMYK. RGB files are converted, which can dull bright greens and blues.</li>
<li><strong>Resolution</strong>: 300 dpi at final size; 150 dpi is fine for banners viewed from a distance.</li>
<li><strong>Bleed</strong>: 3 mm on every edge (10 mm for banners), with no white border.</li>
<li><strong>Safe zone</strong>: keep text and logos 4 mm inside the trim line.</li>
<li><strong>Fonts</strong>: embedded or converted to outlines.</li>
</ul>
<p>For double-sided products, supply a two-page PDF with the front first. For spot UV or foil, add a separate page with the finish in 100% black.</p>`,
  },
  {
    name: 'Careers',
    slug: 'careers',
    title: 'Careers at PrintShop London',
    metaDescription: 'Join our London print workshop: printers, finishers, designers and customer service.',
    updatedAt: '2025-04-01T09:00:00+00:00',
    content: `<p>We are a team of 28 printers, finishers, designers and customer-service people in Old Street. We train on the job, pay the London Living Wage as a minimum and work in shifts that cover 7 days.</p>
<p>See our <a href="/jobs">current vacancies</a> and apply online. If nothing fits, send your CV to <a href="mailto:jobs@printshoplondon.co.uk">jobs@printshoplondon.co.uk</a>.</p>`,
  },
  {
    name: 'FAQs',
    slug: 'faqs',
    title: 'Frequently Asked Questions',
    metaDescription: 'Answers about turnaround, artwork, proofs, delivery, payment and VAT.',
    updatedAt: '2025-03-18T16:10:00+00:00',
    content: `<h2>How fast can you print?</h2>
<p>Most same-day products are printed in 2-4 hours after you approve the proof. Order by 16:00 London time.</p>
<h2>Do I get a proof?</h2>
<p>Yes. We email a PDF proof for every order and nothing is printed until you approve it.</p>
<h2>Why is there no VAT on my flyers?</h2>
<p>Leaflets, flyers, brochures and booklets are zero-rated for VAT in the UK (HMRC VAT Notice 701/10). Business cards, posters, signs and clothing are standard-rated at 20%.</p>
<h2>Can I pay by invoice?</h2>
<p>Business account holders can apply to pay by invoice on 30-day terms.</p>
<h2>Can you help with design?</h2>
<p>Our studio can set up or design your artwork from £25. Ask for a quote when you order.</p>
<h2>What if something is wrong with my order?</h2>
<p>Tell us within 7 days and we will reprint or refund. See our Returns Policy.</p>`,
  },
  {
    name: 'Returns Policy',
    slug: 'returns-policy',
    title: 'Returns Policy',
    metaDescription: 'What to do if your printing arrives damaged or is not what you approved.',
    updatedAt: '2024-10-12T10:00:00+00:00',
    content: `<p>Printed items are made to your specification, so the 14-day cancellation right for distance sales does not apply once production has started. We still stand behind our work.</p>
<ul>
<li>If your order is damaged in transit, or differs from the proof you approved, tell us within <strong>7 days</strong> of delivery with photos and we will reprint it free of charge or refund you.</li>
<li>Colour can vary slightly between screens and paper, and between print runs; this is not a fault.</li>
<li>Errors in artwork that you approved on the proof are not covered.</li>
</ul>
<p>Email <a href="mailto:hello@printshoplondon.co.uk">hello@printshoplondon.co.uk</a> with your order number to start a claim.</p>`,
  },
  {
    name: 'Business Accounts',
    slug: 'business-accounts',
    title: 'Business Accounts',
    metaDescription: '5% off every order, a personal account manager and optional pay-by-invoice.',
    updatedAt: '2025-01-08T12:00:00+00:00',
    content: `<p>Open a free business account and get:</p>
<ul>
<li>an automatic <strong>5% discount</strong> on every order;</li>
<li>a personal account manager who knows your brand and your files;</li>
<li>optional pay-by-invoice on 30-day terms.</li>
</ul>
<p>Students and resellers have their own account types too: register and choose the one that fits.</p>`,
  },
  {
    name: 'Terms & Conditions',
    slug: 'terms-and-conditions',
    title: 'Terms & Conditions',
    metaDescription: 'The terms on which PrintShop London Ltd supplies printed goods and services.',
    updatedAt: '2024-09-01T09:00:00+00:00',
    content: `<p>These terms apply to every order placed with PrintShop London Ltd, registered in England and Wales, at ${ADDRESS}.</p>
<h2>1. Orders</h2>
<p>A contract is formed when you approve your proof and we confirm production. Prices are shown with VAT where it applies; zero-rated items carry no VAT.</p>
<h2>2. Artwork</h2>
<p>You are responsible for the content of your artwork and for having the right to print it. We may refuse work we consider unlawful or offensive.</p>
<h2>3. Delivery</h2>
<p>Delivery dates are estimates. We are not liable for courier delays outside our control, but we will always help to trace a parcel.</p>
<h2>4. Payment</h2>
<p>Payment is due when you order, unless you have an approved business account with invoice terms.</p>
<h2>5. Liability</h2>
<p>Our liability for any order is limited to the price of that order. Nothing in these terms limits your statutory rights.</p>`,
  },
  {
    name: 'Privacy Policy & Cookies',
    slug: 'privacy-policy-cookies',
    title: 'Privacy Policy & Cookies',
    metaDescription: 'How PrintShop London collects, uses and protects your personal data, and how we use cookies.',
    updatedAt: '2025-02-14T09:00:00+00:00',
    content: `<p>PrintShop London Ltd is the controller of the personal data you give us. We follow the UK GDPR and the Data Protection Act 2018.</p>
<h2>What we collect</h2>
<p>Your name, email, phone number, billing and delivery addresses, order history and the artwork you upload. We never store full card numbers; payments are handled by our payment provider.</p>
<h2>Why</h2>
<ul>
<li>to print and deliver your orders (contract);</li>
<li>to send order updates and, if you opt in, our newsletter (consent, which you can withdraw at any time);</li>
<li>to keep accounting records for HMRC (legal obligation).</li>
</ul>
<h2>How long</h2>
<p>Order records are kept for 6 years. Artwork is deleted 12 months after your last order unless you ask us to keep it.</p>
<h2>Cookies</h2>
<p>We use a session cookie to keep you logged in and your basket safe. It is strictly necessary and contains no personal data in readable form. We do not use advertising cookies.</p>
<h2>Your rights</h2>
<p>You can ask for a copy of your data, correct it, or ask us to delete it by emailing <a href="mailto:privacy@printshoplondon.co.uk">privacy@printshoplondon.co.uk</a>. You can also complain to the Information Commissioner’s Office.</p>`,
  },
  {
    name: 'Accessibility Statement',
    slug: 'accessibility-statement',
    title: 'Accessibility Statement',
    metaDescription: 'Our commitment to making the PrintShop London website usable by everyone.',
    updatedAt: '2025-03-01T09:00:00+00:00',
    content: `<p>We want everyone to be able to order printing from us. This website aims to meet WCAG 2.2 level AA: it works with a keyboard alone, with screen readers, and at 200% zoom.</p>
<p>If you find something hard to use, call us on 020 7946 0123 or email <a href="mailto:hello@printshoplondon.co.uk">hello@printshoplondon.co.uk</a> and we will take your order by phone.</p>`,
  },
];

export const staticPages: StaticPageRecord[] = pages.map((page, i) => ({ id: i + 1, ...page }));

export const footerColumns: FooterColumnRecord[] = [
  { name: 'Information', slug: 'information', pageSlugs: ['about-us', 'delivery-information', 'same-day-printing-service-in-london', 'artwork-guidelines', 'careers'] },
  { name: 'Customer Service', slug: 'customer-service', pageSlugs: ['faqs', 'returns-policy', 'business-accounts'] },
  { name: 'Legal', slug: 'legal', pageSlugs: ['terms-and-conditions', 'privacy-policy-cookies', 'accessibility-statement'] },
];

const pageBySlug = new Map(staticPages.map((p) => [p.slug, p]));

/** A page by slug, or by numeric id (the contract accepts both). */
export function findStaticPage(idOrSlug: string): StaticPageRecord | undefined {
  return /^\d+$/.test(idOrSlug) ? staticPages[Number(idOrSlug) - 1] : pageBySlug.get(idOrSlug);
}
