// The JSON shapes the BFF gives the SPA, as its mappers and routes declare them. The web never imports
// this file: it reads the same shapes from the routes themselves through the typed client (AppType),
// so a shape is written once. Money is always integer pence; dates are ISO strings.

import type { QuantityRules } from './schemas/cart';
import type { CheckoutDetails } from './schemas/checkout';
import type { AccountType, Pence, TrustedHtml } from './shared/answer-kinds';

export type { AccountType, ApiError, Pence, TrustedHtml } from './shared/answer-kinds';


/** An image in the three upstream sizes. */
export interface ImageSet {
  /** The medium size, the safe default for `src`. */
  src: string;
  /** `small_… 400w, medium_… 800w, … 1200w` */
  srcSet: string;
  alt: string;
  width: number;
  height: number;
}

export interface Link {
  name: string;
  slug: string;
}

/** One page of a paged list (orders, blog posts, vacancies): its items, and where it sits among the pages. */
export interface PageView<Item> {
  items: Item[];
  total: number;
  /** From 1. */
  page: number;
  pageSize: number;
  pageCount: number;
}

/** Links grouped under their initial letter, A to Z, for the mega menus. */
export interface LetterGroup {
  letter: string;
  links: Link[];
}

/** One navbar entry: a category (menu) with its sub-categories grouped by letter. */
export interface MenuCategory {
  name: string;
  slug: string;
  groups: LetterGroup[];
}

export interface FooterColumn {
  name: string;
  slug: string;
  pages: Link[];
}

export interface CompanyInfo {
  name: string;
  /** Support numbers in display form, first is the main line. */
  phones: string[];
  email: string;
  salesEmail: string;
  address: string;
  /** The address in its parts (search engines read them); null when only the one-line form is known. */
  postalAddress: { street: string; locality: string; postCode: string } | null;
  /** Opening-hours lines, e.g. 'Monday to Friday 9 AM - 6 PM'. */
  hours: string[];
  rating: { point: number; count: number };
  social: { network: 'facebook' | 'instagram' | 'x' | 'linkedin' | 'youtube'; url: string }[];
}

/** Everything the main layout needs before it renders. */
export interface Bootstrap {
  company: CompanyInfo;
  /** Navbar: one mega menu per category. */
  menus: MenuCategory[];
  /** The 'All Products' mega menu: every sub-category grouped alphabetically. */
  allProducts: LetterGroup[];
  /**
   * Every category, navbar or not, for the 'All Products' menu's links to their pages: a category
   * outside the navbar (e.g. large format) is otherwise linked from no page.
   */
  categories: Link[];
  footer: FooterColumn[];
  vatPercent: number;
  /** The operator's setting that turns the page's context menu off (form fields keep theirs). */
  contextMenuOff: boolean;
}

export interface ProductCard {
  name: string;
  slug: string;
  /** Where the card links, e.g. '/business-cards/standard-business-cards'. */
  href: string;
  shortDescription: string;
  image: ImageSet;
  /** The 'From' price including VAT at list prices, in pence: the same as on the page the card opens (fromPrice()). */
  fromPrice: Pence;
}

export interface Slide {
  title: string;
  subTitle: string;
  content: string;
  href: string;
  image: ImageSet;
}

export interface HomeData {
  slides: Slide[];
  /** The earliest delivery the shop can promise, as the upstream words it. */
  minDelivery: { day: string; date: string; suffix: string; month: string } | null;
  rating: { point: number; count: number };
  popular: ProductCard[];
}


// ---------------------------------------------------------------- accounts


/** What the SPA may know about the shopper (GET /api/session). The upstream token never leaves the BFF. */
export type SessionView =
  | {
      anonymous: false;
      /** The account's id: the web names it in SHOWN_ACCOUNT_HEADER on every state-changing call. */
      accountId: string;
      name: string;
      firstName: string;
      /** `/media/…` URL of the avatar; null shows the first-letter badge. */
      avatarUrl: string | null;
      accountType: AccountType;
      /** '0' and '3' are phone-call customers (checkout goes to phonecall-order-receive). */
      userType: '0' | '1' | '2' | '3';
      /** A guest checkout session: the header still shows the login dropdown. */
      isGuest: boolean;
      /**
       * The account's address, so an emailed link's page can tell whether the link is this account's
       * without reading the profile; null in a session begun before the BFF kept it.
       */
      email: string | null;
    }
  | {
      anonymous: true;
      /** The email of the last login with Remember Me on this browser, to pre-fill the form. */
      rememberedEmail?: string;
    };

export interface AccountManagerView {
  name: string;
  email: string;
  phone: string;
}

/** GET /api/registration/:uuid: where the verification mail went, while the account is still unverified. */
export type RegistrationAccount = { verified: false; email: string } | { verified: true };

/** POST /api/subscribers/check: whether the address is on the newsletter list, and nothing more. */
export interface SubscriberStatus {
  subscribed: boolean;
}

/** POST /api/unsubscribe/check: the emailed link is good; why would the subscriber leave? */
export interface UnsubscribePage {
  message: string;
  /** The address the link unsubscribes, so the page says whose it is; null when the upstream does not say. */
  email: string | null;
  /** The upstream's reasons in display order; the page adds 'Other' (value OTHER_FEEDBACK) itself. */
  reasons: { id: number; title: string }[];
}

export interface ProfileView {
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  university: string;
  avatarUrl: string | null;
  accountType: AccountType;
  /** 'Individual', 'Business', 'Reseller' or 'Student'. */
  accountTypeName: string;
  userType: '0' | '1' | '2' | '3';
  subscribed: boolean;
  discountPercent: number;
  payByInvoice: boolean;
  accountManager: AccountManagerView | null;
}

/** A date both as ISO (for <time datetime>) and as the spec's text in Europe/London. */
export interface DateView {
  iso: string;
  text: string;
}

export type OrderStatusLabel = 'Pending' | 'Delivered' | 'Denied' | '--';

export interface OrderSummaryView {
  /** '#' plus the number zero-padded to 8 digits, e.g. '#00001042'. */
  invoiceNo: string;
  /** The number alone, for GET /api/account/orders/:invoiceNo. */
  invoiceNumber: number;
  orderType: 'web' | 'phone' | 'custom';
  status: { code: number; label: OrderStatusLabel };
  /** 'Paid', 'Unpaid', 'Pending' or 'Refunded'. */
  paymentStatus: string;
  paymentMethod: string;
  total: Pence;
  /** dd.MM.yyyy h:mm:ss am/pm */
  createdAt: DateView;
}

export type OrdersPage = PageView<OrderSummaryView>;

export interface InvoiceAddress {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postcode: string;
}

export interface CollectionPoint {
  name: string;
  address: string;
  city: string;
  postcode: string;
  country: string;
}

export interface InvoiceLine {
  name: string;
  attributes: { key: string; value: string }[];
  sizes: { name: string; quantity: number }[];
  /** Print locations on a garment. */
  locations: string[];
  colour: string | null;
  deliveryService: string | null;
  comment: string | null;
  quantity: number;
  unitPrice: Pence;
  netPrice: Pence;
  /** The line's own rate: print such as leaflets is zero-rated. */
  vatPercent: number;
  vatAmount: Pence;
  /** The shop still waits for this line's print file: the customer chose to send it later. */
  awaitingArtwork: boolean;
}

/** A custom (quoted) order's line, from the upstream's invoice_json. */
export interface CustomInvoiceLine {
  title: string;
  details: string;
  deliveryNote: string | null;
  quantity: number;
  unitPrice: Pence;
  netPrice: Pence;
  vatPercent: number;
  vatAmount: Pence;
}

/** Everything the invoice modal shows. */
export interface InvoiceView extends OrderSummaryView {
  orderPolicy: 'delivery' | 'collection';
  email: string;
  billing: InvoiceAddress;
  /** null for click and collect, or when the upstream has no separate delivery address. */
  shipping: InvoiceAddress | null;
  /** Where a click-and-collect order is picked up. */
  collection: CollectionPoint | null;
  lines: InvoiceLine[];
  customLines: CustomInvoiceLine[];
  subTotal: Pence;
  accountDiscount: Pence;
  accountDiscountPercent: number;
  /** 'Business discount (5%)': named for the account reading it, as checkout named it ('Account discount (n%)' when tracked without one). */
  accountDiscountLabel: string;
  couponCode: string | null;
  couponDiscount: Pence;
  couponDiscountPercent: number;
  shippingCost: Pence;
  extraPrice: Pence;
  vatPercent: number;
  vatAmount: Pence;
}

/** A guest's order-tracking result row. */
export interface TrackedOrderView {
  invoiceNo: string;
  total: Pence;
  paymentMethod: string;
  status: OrderStatusLabel;
  paymentStatus: string;
  /** dd/MM/yyyy in Europe/London. */
  date: string;
}

// ---------------------------------------------------------------- catalogue, search and cart

/** One step of a breadcrumb trail; the first is Home ('/'), the last the page itself. */
export interface Breadcrumb {
  name: string;
  href: string;
}

/** A sub-category as a card on its category's page. */
export interface SubCategoryCard {
  name: string;
  slug: string;
  /** '/{sub_menu_slug}' */
  href: string;
  shortDescription: string;
  image: ImageSet;
  /** Lowest price of its products including VAT, in pence; null when it has none yet. */
  fromPrice: Pence | null;
}

/** What a page's head says about it besides its view: search engines and link previews read it. */
export interface PageSeo {
  /** The page's own title, without the shop's name (the head adds it). */
  title: string;
  description: string;
  /** Site-relative URLs of the largest images, main first: link previews and JSON-LD use them. */
  images: string[];
}

/** GET /api/pages/:slug: what a one-segment storefront path is. */
export type CataloguePage =
  | {
      kind: 'category';
      slug: string;
      title: string;
      intro: TrustedHtml;
      image: ImageSet | null;
      subCategories: SubCategoryCard[];
      /** One page (`?page=`) of every product of its sub-categories, in menu order. */
      products: PageView<ProductCard>;
      /** The lowest 'From' price of all its products, every page's (null without products). */
      fromPrice: Pence | null;
      topSellers: ProductCard[];
      breadcrumbs: Breadcrumb[];
      seo: PageSeo;
    }
  | {
      kind: 'subCategory';
      slug: string;
      title: string;
      intro: TrustedHtml;
      image: ImageSet | null;
      /** The parent category. */
      category: Link;
      /** One page (`?page=`) of its products. */
      products: PageView<ProductCard>;
      /** The lowest 'From' price of all its products, every page's (null without products). */
      fromPrice: Pence | null;
      /** Top sellers of the parent category. */
      topSellers: ProductCard[];
      breadcrumbs: Breadcrumb[];
      seo: PageSeo;
    }
  | {
      kind: 'page';
      slug: string;
      /** Its address (canonical): `/{slug}`, or `/info/{slug}` where the app has a page of its own at `/{slug}`. */
      path: string;
      title: string;
      html: TrustedHtml;
      /** ISO date-time of the last edit, when the upstream gives one. */
      updatedAt: string | null;
      breadcrumbs: Breadcrumb[];
      seo: PageSeo;
    };

export interface AttributeOptionView {
  id: number;
  name: string;
  /** Swatch, when the option has one. */
  image: ImageSet | null;
  /**
   * What choosing it adds (negative: saves) at the smallest quantity with the standard options, in pence
   * as the headline prices are: including VAT, less the account's discount. A starting figure: with other
   * options or more items the same choice adds more, which only the live price knows.
   */
  extraFrom: Pence;
}

export interface AttributeView {
  id: number;
  name: string;
  slug: string;
  defaultOptionId: number;
  options: AttributeOptionView[];
}

/** The three quantity styles. */
export type QuantityModel =
  | {
      style: 1;
      /** Preset quantities to pick from. */
      presets: { id: number; quantity: number }[];
      /** Limits of a typed quantity; null when only presets are sold. */
      custom: QuantityRules | null;
    }
  | {
      style: 2;
      /**
       * A quantity per garment size; big sizes may cost extra per item, said on the headline prices'
       * basis as option labels are (with VAT at the goods' rate, less an account's discount).
       */
      sizes: { name: string; extraEach: Pence }[];
    }
  | {
      style: 3;
      /** Quantity ranges with their net unit price. */
      ranges: { id: number; from: number; to: number; unitNet: Pence }[];
    };

export interface ColourView {
  id: number;
  name: string;
  /** '#1f2a44' */
  hex: string;
  /** The garment photographed in this colour, when there is one. */
  image: ImageSet | null;
}

export interface DeliveryServiceView {
  id: number;
  title: string;
  description: string | null;
  /** Working days from order to delivery, 0 for same day. */
  days: number;
  /** Net, in pence (VAT follows the goods). */
  price: Pence;
  /** 'HH:mm' London time: order by then for the stated days. */
  cutOff: string;
  sameDay: boolean;
  collection: boolean;
}

/** GET /api/products/:variationId/delivery: when an order placed now arrives. */
export interface DeliveryEstimateView {
  serviceId: number;
  /** yyyy-MM-dd, a London calendar day. */
  date: string;
  /** 'Thursday 12th June' */
  text: string;
  /** The next cut-off (ISO instant): until then this estimate holds; the countdown runs to it. */
  cutOffAt: string;
}

/** An account's automatic discount on prices shown to it: 'Reseller discount (15%)' and what it takes off. */
export interface AccountDiscountView {
  /** Names the kind of account (accountDiscountLabel). */
  label: string;
  percent: number;
  amount: Pence;
}

/** A configured line's price, in pence (GET /api/products/:variationId/price, and inside ProductView). */
export interface PriceView {
  variationId: number;
  quantity: number;
  /** The preset or range the quantity falls in, when there is one. */
  quantityId: number | null;
  /** Net price of one item (rounded for display; `net` is exact). */
  unitNet: Pence;
  /** Net price of the items for the chosen options. */
  net: Pence;
  /** Garment size surcharges. */
  extras: Pence;
  /** The delivery service's price. */
  delivery: Pence;
  /** The account's automatic discount, before VAT; null for list prices. */
  accountDiscount: AccountDiscountView | null;
  /** The line's own VAT rate (print such as leaflets is zero-rated). */
  vatPercent: number;
  vat: Pence;
  /** net + extras + delivery - discount + vat */
  total: Pence;
  currency: 'GBP';
}

/** The configurator, with the choices the page opens on. */
export interface ConfiguratorModel {
  attributes: AttributeView[];
  quantity: QuantityModel;
  /** Apparel colours; empty for everything else. */
  colours: ColourView[];
  /** Cheapest first. */
  deliveryServices: DeliveryServiceView[];
  initial: {
    /** attribute id -> option id */
    options: Record<string, number>;
    quantity: number;
    quantityId: number | null;
    deliveryServiceId: number | null;
    colourId: number | null;
  };
}

/** A sibling variation of the product, to switch between. */
export interface VariationLink {
  id: number;
  name: string;
  slug: string;
  /** '/{product slug}/{variation slug}' */
  href: string;
  image: ImageSet;
}

/** GET /api/products/:first/:second: everything the product page shows. */
export interface ProductView {
  variationId: number;
  /** The upstream's uuid of the variation (a cart line's `uuid`. */
  uuid: string;
  /** The variation's name, e.g. 'Standard Business Cards 400gsm Silk'. */
  name: string;
  slug: string;
  product: { id: number; name: string; slug: string };
  /** The page's canonical path: '/{sub_menu_slug}/{product slug}' for the primary variation, else '/{product slug}/{variation slug}'. */
  canonicalPath: string;
  shortDescription: string;
  description: TrustedHtml;
  /** Gallery, main image first. */
  images: ImageSet[];
  breadcrumbs: Breadcrumb[];
  /**
   * The 'From' price including VAT, in pence (fromPrice()): on a product's page the product's (its
   * cheapest variation's, as its listing card shows), on a variation's page that variation's.
   */
  fromPrice: Pence;
  /**
   * The product's own page (its primary variation, under its sub-category), which stands for all its
   * variations (its From price is the cheapest's); false on one variation's page.
   */
  isProductPage: boolean;
  /** When the From price carries the account's discount (as `price` does), that said beside it ('your business price'); else null. */
  fromPriceNote: string | null;
  /** Sold as a bundle: the cart merges a line with the same variation and quantity. */
  isBundle: boolean;
  isSameDay: boolean;
  variations: VariationLink[];
  configurator: ConfiguratorModel;
  /** The initial choices priced (smallest quantity, cheapest delivery). */
  price: PriceView;
  /** Estimate for the initial delivery service; null when the product has none. */
  delivery: DeliveryEstimateView | null;
  /** Three similar products. */
  similar: ProductCard[];
  accessories: ProductCard[];
  seo: PageSeo;
}

/** GET /api/search: one page of results (sort and size as asked, clamped to what the upstream allows). */
export interface SearchResults {
  /** The cleaned text that was searched for. */
  text: string;
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** GET /api/search/titles: one autocomplete suggestion. */
export interface SearchSuggestion {
  name: string;
  /** '/{product slug}/{variation slug}' */
  href: string;
}

/** One re-priced cart line (POST /api/cart/quote). */
export interface CartQuoteLine {
  code: string;
  variationId: number;
  /** The product's rules for a typed quantity, which the line's quantity field follows; null for garment sizes. */
  quantityRules: QuantityRules | null;
  /** False when the product or one of its options no longer exists, or the line cannot be priced. */
  available: boolean;
  /** Why the line is unavailable, for the shopper. */
  message: string | null;
  /** The line priced on its own, as its product page prices it; null when the line is not available. */
  price: PriceView | null;
}

/** The authoritative cart prices: the browser's numbers are never used. */
export interface CartQuote {
  lines: CartQuoteLine[];
  /** The available lines charged together, in pence, as the order will charge them (orderTotals). */
  totals: {
    net: Pence;
    extras: Pence;
    delivery: Pence;
    /** Taken once off the whole of net, extras and delivery; null at list prices. */
    accountDiscount: AccountDiscountView | null;
    /** VAT per rate, highest first (zero-rated print shows as its own 0% row). */
    vatByRate: { percent: number; amount: Pence }[];
    vat: Pence;
    total: Pence;
  };
  /** True when every line could be priced: checkout may go on. */
  allAvailable: boolean;
  currency: 'GBP';
}

// ---------------------------------------------------------------- content pages (same-day printing, contact)

/** GET /api/same-day: the same-day printing marketing page. */
export interface SameDayPage {
  title: string;
  /** The CMS text about the service, sanitised like every TrustedHtml. */
  html: TrustedHtml;
  /** 'HH:mm' London time: orders approved by then are printed the same day. */
  cutOff: string;
  /** The earliest delivery the shop can promise now, as the upstream words it; null when it has none. */
  minDelivery: HomeData['minDelivery'];
  /** Products that can be printed today, best sellers first. */
  products: ProductCard[];
  seo: PageSeo;
}

// ---------------------------------------------------------------- blog

/** One post on the blog's list. */
export interface BlogPostCard {
  slug: string;
  title: string;
  /** Plain text. */
  excerpt: string;
  image: ImageSet;
  /** ISO 8601, for <time datetime>. */
  publishedAt: string;
  /** 'd MMMM yyyy' in Europe/London, e.g. '12 November 2026'. */
  publishedText: string;
  author: string;
  readingMinutes: number;
}

/** GET /api/blog?page=: one page of posts, newest first. */
export type BlogPage = PageView<BlogPostCard>;

/** GET /api/blog/:slug: one article. */
export interface BlogPostView extends BlogPostCard {
  /** The article body, sanitised like every TrustedHtml. */
  html: TrustedHtml;
}

/** One vacancy in the careers list. */
export interface JobCard {
  id: number;
  slug: string;
  title: string;
  location: string;
  /** 'Full time', 'Part time', … as the upstream words it. */
  type: string;
  /** ISO 8601 date (yyyy-MM-dd), for <time datetime>. */
  deadline: string;
  /** 'dd.MM.yyyy', e.g. '31.12.2026'. */
  deadlineText: string;
}

/** GET /api/jobs?page=: one page of current vacancies, 5 a page. */
export type JobsPage = PageView<JobCard>;

/** GET /api/jobs/:id/:slug: one vacancy with its sanitised descriptions. */
export interface JobView extends JobCard {
  summary: TrustedHtml;
  role: TrustedHtml;
  skills: TrustedHtml;
  whyUs: TrustedHtml;
}

/** POST /api/jobs/apply: the upstream's confirmation. */
export interface JobApplicationAnswer {
  message: string;
}

// ---------------------------------------------------------------- checkout

/** One line of a checkout quote, priced by the upstream for this shopper (discounts before VAT). */
export interface CheckoutQuoteLine {
  /** The cart line's code. */
  code: string;
  available: boolean;
  /** Why the line cannot be ordered as it is; null when it can. */
  message: string | null;
  name: string;
  quantity: number;
  /** Goods, extras and the line's delivery service, before discounts and VAT. */
  netPrice: Pence;
  /** 0 for zero-rated print (leaflets, brochures, booklets), else 20. */
  vatPercent: number;
  vatAmount: Pence;
}

/** POST /api/checkout/quote: the order's totals as the upstream computes them, re-checked by the BFF. */
export interface CheckoutQuote {
  lines: CheckoutQuoteLine[];
  allAvailable: boolean;
  orderPolicy: 'delivery' | 'collection';
  subTotal: Pence;
  /** The account's automatic discount (business 5%, a reseller's own); percent 0 and amount 0 for everyone else. */
  accountDiscount: AccountDiscountView;
  /** The coupon applied; null when none was asked for. */
  coupon: { code: string; percent: number; amount: Pence } | null;
  shipmentCost: Pence;
  /** What the shipment cost is for when there is one, in the upstream's words ('Highlands and islands delivery'); null when free. */
  shipmentName: string | null;
  /**
   * The lines' delivery services (Same Day, Next Day…), inside subTotal as each line's own charge (as
   * the invoice has them): what the cart shows as delivery, so the summary can say how much that is.
   */
  deliveryServices: Pence;
  /**
   * Standard-rated extras the upstream adds (an artwork check, say); 0 for most orders. Always sent
   * by the BFF; optional only so summaries written before it existed still type-check.
   */
  extras?: Pence;
  vatAmount: Pence;
  /** subTotal - accountDiscount - coupon + shipmentCost + extras + vatAmount */
  total: Pence;
  /** The order arrives today: the delivery postcode is in the same-day London area and every line's service delivers today. */
  sameDayDelivery: boolean;
  /** Where a click-and-collect order is picked up; null for delivery. */
  collection: CollectionPoint | null;
  /** The earliest delivery (or collection) date if ordered now: 16:00 cut-off, Europe/London. */
  estimatedDelivery: EstimatedDeliveryView | null;
  /** What this shopper may pay with: 'invoice' only for accounts with pay-by-invoice. */
  paymentMethods: ('card' | 'invoice')[];
  currency: 'GBP';
}

/** An order's estimated delivery date, and the instant it stops holding. */
export interface EstimatedDeliveryView extends DateView {
  /** The first of its lines' next cut-offs (ISO instant): until then this date holds. */
  cutOffAt: string;
}

/** GET /api/checkout: where the shopper stands in checkout (from the session and the checkout cookie). */
export interface CheckoutState {
  /** null before login or 'continue as guest'. */
  shopper: { email: string; isGuest: boolean; firstName: string; lastName: string; phoneCall: boolean } | null;
  /** The details saved at the order-policy step (addresses, policy), or the profile's address as a start. */
  details: CheckoutDetails | null;
  /** The coupon saved by PUT /api/checkout/coupon. */
  couponCode: string | null;
  /** Each cart line's artwork choice, by line code (a line not here has none yet). */
  artwork: Record<string, ArtworkChoice>;
  /**
   * The order this checkout's predecessor was placed as, and the cart it came from (cartLinesKey):
   * a browser still holding that cart (the answer was lost, the page reloaded) goes to the order.
   */
  placedOrder: { invoiceNo: number; cart: string } | null;
}

export type ArtworkChoice = { kind: 'upload'; artworkId: string; fileName: string; size: number } | { kind: 'later' };

/** POST /api/checkout/artwork: one print file, checked by its bytes and stored upstream. */
export interface ArtworkUpload {
  artworkId: string;
  fileName: string;
  size: number;
  /** The type found in the bytes, e.g. 'application/pdf'. */
  type: string;
}

/** POST /api/checkout/orders: the placed order; card payments go on to the provider's hosted page. */
export type PlacedOrder =
  | { invoiceNo: number; status: 'payment_required'; paymentUrl: string }
  | { invoiceNo: number; status: 'confirmed' };

/** GET /api/checkout/payments/:paymentId: the payment's state, asked of the upstream (never the query string). */
export interface PaymentOutcome {
  invoiceNo: number;
  status: 'paid' | 'declined' | 'pending';
  /** For a declined payment: what to tell the shopper. */
  message: string | null;
}
