import type { components } from '../../bff/src/generated/upstream';

type BlogPost = components['schemas']['BlogPost'];
type BlogSeed = Omit<BlogPost, 'id' | 'reading_minutes'>;

/** Average adult silent reading speed; the CMS derives `reading_minutes` the same way. */
const WORDS_PER_MINUTE = 200;

function readingMinutes(html: string): number {
  const words = html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const seeds: BlogSeed[] = [
  {
    slug: 'zero-rated-vat-on-leaflets-and-booklets-explained',
    title: 'Zero-rated VAT on leaflets and booklets, explained',
    excerpt: 'Why your leaflet order shows no VAT while your business cards carry 20%, and which printed items HMRC treats as zero-rated.',
    image: 'products/a5-booklets-16-pages-130gsm-silk.webp',
    published_at: '2026-11-12T09:30:00+00:00',
    author: 'Priya Shah',
    content: `<p>Customers often ask why the VAT on their basket changes from one line to the next. The answer is HMRC VAT Notice 701/10, which zero-rates many printed items that are read rather than used: leaflets, brochures, booklets, pamphlets and newspapers.</p>
<h2>What counts as zero-rated</h2>
<p>A leaflet qualifies when it is printed on paper or thin card, is intended to be held in the hand and read, and carries mainly text or pictures rather than spaces to fill in. Folded leaflets, stapled booklets and wire-bound brochures usually meet the test.</p>
<ul>
  <li>Flyers and folded leaflets handed out or posted through doors</li>
  <li>Booklets, programmes and catalogues with a soft cover</li>
  <li>Brochures and price lists meant to be read</li>
</ul>
<h2>What still carries 20%</h2>
<p>Business cards, posters, stickers, banners, letterheads and anything designed to be filled in, such as order forms or entry tickets, are standard-rated. A leaflet that is mostly a form to complete loses its zero rating too.</p>
<p>Our checkout applies the rate line by line, so a mixed order of booklets and business cards shows both. If you are unsure how a job will be treated, call us before you order and we will check it against the notice.</p>`,
  },
  {
    slug: 'same-day-printing-what-happens-between-9am-and-4pm',
    title: 'Same-day printing: what happens between 9 AM and 4 PM',
    excerpt: 'A walk through one day on our print floor, from the artwork check at nine to the courier leaving with your boxes.',
    image: 'products/standard-business-cards-400gsm-silk.webp',
    published_at: '2026-10-28T08:15:00+00:00',
    author: 'Tom Okafor',
    content: `<p>Same-day printing sounds simple: you order in the morning and collect in the afternoon. Behind it is a tightly planned day that starts long before most orders arrive.</p>
<h2>9 AM: artwork checks</h2>
<p>Every file is checked by a person, not only by software. We look at bleed, resolution, fonts and colour mode. If something needs fixing we call you straight away, because every hour of waiting eats into the afternoon.</p>
<h2>11 AM: ganging and printing</h2>
<p>Jobs on the same stock are grouped onto shared sheets so the press runs continuously. Our digital presses print business cards, flyers and leaflets while the wide-format printers handle posters and banners.</p>
<h2>1 PM: finishing</h2>
<p>Sheets are trimmed, creased, folded or laminated. Finishing is where most time goes, which is why some products, like spot UV or foil, are not offered same day.</p>
<h2>4 PM: packing and dispatch</h2>
<p>Orders are boxed, labelled and either set aside for collection or handed to our London courier. Order before the cut-off shown on the product page and your print is on its way the same afternoon.</p>`,
  },
  {
    slug: 'roller-banners-for-your-first-trade-show',
    title: 'Roller banners for your first trade show',
    excerpt: 'Size, layout and stand choices that make a banner readable from across a busy exhibition hall.',
    image: 'products/85-x-200-cm-premium-roller-banner.webp',
    published_at: '2026-10-09T10:00:00+00:00',
    author: 'Priya Shah',
    content: `<p>A roller banner is often the first thing visitors see of your stand, and they see it from several metres away while walking past. Designing for that distance is the whole job.</p>
<h2>Pick the size for your space</h2>
<p>The 85 x 200 cm banner fits most shell-scheme stands and packs into a carry bag you can take on the train. Wider 100 or 120 cm banners suit larger stands or a single banner standing alone behind a table.</p>
<h2>Keep the message high</h2>
<p>Anything below table height disappears behind people and furniture. Put your logo and one short line about what you do in the top third, where it can be read over heads. Contact details can sit in the middle; the bottom 40 cm is best left to colour or pattern.</p>
<ul>
  <li>One headline of no more than seven words</li>
  <li>Text at least 5 cm tall for anything meant to be read from three metres</li>
  <li>High contrast between text and background</li>
</ul>
<h2>Choose a stand you will reuse</h2>
<p>Premium stands have a sturdier base and a cassette that lets you swap the graphic later, so next year's banner costs only the print.</p>`,
  },
  {
    slug: 'how-to-set-up-bleed-and-crop-marks',
    title: 'How to set up bleed and crop marks',
    excerpt: 'The 3 mm rule, the safe area and how to export a print-ready PDF from the tools you already use.',
    image: 'products/a4-flyers-170gsm-silk.webp',
    published_at: '2026-09-17T14:00:00+00:00',
    author: 'Daniel Reyes',
    content: `<p>Guillotines are precise, but a stack of paper can shift by a fraction of a millimetre during a cut. Bleed is the extra artwork that makes that movement invisible.</p>
<h2>Add 3 mm on every side</h2>
<p>Extend any background colour or image 3 mm beyond the trim line. An A5 flyer at 148 x 210 mm becomes a 154 x 216 mm document. Without bleed, a slight shift leaves a thin white edge on the finished piece.</p>
<h2>Keep text inside the safe area</h2>
<p>Just as artwork can spill outwards, the cut can drift inwards. Keep text and logos at least 3 mm inside the trim line, and 5 mm for booklets, where pages creep as they are folded.</p>
<h2>Exporting the PDF</h2>
<p>In InDesign and Affinity Publisher, set the bleed when you create the document and tick "Use document bleed settings" when exporting to PDF. In Canva, switch on "Show print bleed" and download as "PDF Print" with crop marks and bleed selected.</p>
<p>Crop marks are optional with us: we trim to the document size either way. What matters is the bleed, and our artwork check will tell you if it is missing before anything is printed.</p>`,
  },
  {
    slug: 'silk-gloss-or-uncoated-choosing-business-card-paper',
    title: 'Silk, gloss or uncoated? Choosing business card paper',
    excerpt: 'How each finish looks, feels and writes, and which one suits the way you hand your cards out.',
    image: 'products/standard-business-cards-350gsm-silk.webp',
    published_at: '2026-08-26T11:45:00+00:00',
    author: 'Daniel Reyes',
    content: `<p>Two cards with identical artwork can feel like different brands once they are printed on different paper. The finish changes how colours look, how the card feels and whether anyone can write on it.</p>
<h2>Silk</h2>
<p>Silk has a smooth, low-sheen coating. Colours stay rich without glare, and it is the finish most of our customers choose. At 400gsm it feels substantial without being stiff.</p>
<h2>Gloss</h2>
<p>Gloss makes photographs and bright colours pop, which suits photographers and hospitality brands. It shows fingerprints more easily and ballpoint pens slide across it.</p>
<h2>Uncoated</h2>
<p>Uncoated and recycled stocks have a natural, slightly textured feel. Colours print a little softer, and you can write on them with any pen, which makes them ideal for appointment cards or handwritten notes.</p>
<p>If you are still unsure, order a small run of two finishes. Handing out both for a week tells you more than any sample book.</p>`,
  },
  {
    slug: 'choosing-t-shirts-for-a-staff-uniform',
    title: 'Choosing T-shirts for a staff uniform',
    excerpt: 'Fabric weight, fit and print method: what to weigh up when a team will wear the same shirt every day.',
    image: 'products/gildan-heavy-cotton-t-shirt--navy.webp',
    published_at: '2026-08-04T09:00:00+00:00',
    author: 'Tom Okafor',
    content: `<p>A uniform T-shirt is washed far more often than a promotional one, so the garment matters as much as the print on it.</p>
<h2>Fabric weight</h2>
<p>Heavier cotton, around 180 to 200 gsm, keeps its shape through repeated washing and does not turn see-through. Lighter shirts are cooler in a busy kitchen but wear out sooner.</p>
<h2>Fit and sizes</h2>
<p>Order a size run for the team to try before committing to the full quantity. Most of our garments come in sizes from S to 3XL, and mixing sizes within one order costs nothing extra.</p>
<h2>Colour and print method</h2>
<p>Dark colours such as navy or black hide marks and suit most logos printed in white. Screen printing is the most durable choice for larger runs; digital transfer suits small teams and full-colour artwork.</p>
<ul>
  <li>Wash inside out at 30 degrees to keep the print sharp</li>
  <li>Do not iron directly over the print</li>
  <li>Keep a few spares for new starters</li>
</ul>`,
  },
];

/** The shop's published posts, newest first, as the blog lists them. */
export const blogPosts: readonly BlogPost[] = seeds.map((seed, index) => ({
  ...seed,
  id: seeds.length - index,
  reading_minutes: readingMinutes(seed.content),
}));

export function findBlogPost(slug: string): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}
