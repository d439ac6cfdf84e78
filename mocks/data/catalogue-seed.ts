// The seed catalogue as plain data: categories, sub-categories, products and their variations,
// written the way a London print shop describes them. catalogue.ts turns it into records with ids.
import type { ArtKind, DeliveryKind, QuantityStyle } from './catalogue-model';
import {
  adultSizes,
  attr,
  bagColours,
  bagRanges,
  bannerFinish,
  basicColours,
  binding,
  boardThickness,
  bookletQuantities,
  bookletSize,
  cardLamination,
  cardPaper,
  cardQuantities,
  corners,
  coverPaper,
  fashionColours,
  fixings,
  fold,
  garmentBreaks,
  giftBox,
  giftPrint,
  giftRanges,
  headwearColours,
  headwearRanges,
  innerPaper,
  kidsSizes,
  leafletPaper,
  leafletQuantities,
  leafletSize,
  ncrParts,
  noSameDay,
  numbering,
  only,
  padQuantities,
  pages,
  posterPaper,
  posterQuantities,
  posterSize,
  printColours,
  printMethod,
  printPosition,
  printSidesBag,
  rollerStand,
  sides,
  signQuantities,
  signSize,
  specialFinish,
  standardOnly,
  stationeryPaper,
  stationeryQuantities,
  stickerMaterial,
  stickerQuantities,
  stickerSize,
  windowFit,
  womenSizes,
  type AttributeSeed,
} from './catalogue-options';

export interface VariationSeed {
  name: string;
  short: string;
  /** attribute name → option name this variation starts on */
  set?: Record<string, string>;
  factor?: number;
  /** Colour name (from colourTable) of the blank it is shown on. */
  colour?: string;
}

export interface ProductSeed {
  name: string;
  short: string;
  description: string;
  art: ArtKind;
  /** [setup pence, unit pence, exponent] */
  price: [number, number, number];
  style?: QuantityStyle;
  /** Default 20; 0 for zero-rated printed matter. */
  vat?: number;
  attributes: AttributeSeed[];
  quantities?: number[];
  ranges?: [number, number][];
  sizes?: string[];
  colours?: string[];
  delivery?: DeliveryKind[];
  accessories?: string[];
  /** A ready-made pack rather than a configured print job. */
  bundle?: boolean;
  variations: VariationSeed[];
}

export interface SubCategorySeed {
  name: string;
  slug: string;
  intro: string;
  products: ProductSeed[];
}

export interface CategorySeed {
  name: string;
  slug: string;
  intro: string;
  inNavbar: boolean;
  subCategories: SubCategorySeed[];
}

// Zero-rated under HMRC VAT Notice 701/10: leaflets, brochures, booklets (and takeaway menus as leaflets).
const ZERO_RATED = 0;

const digitalLitho: CategorySeed = {
  name: 'Digital & Litho Printing',
  slug: 'digital-litho-printing',
  intro:
    'Business cards, flyers, brochures and posters printed in our London workshop. Short runs go on our HP Indigo presses the same day; longer runs go to litho for the best price per copy.',
  inNavbar: true,
  subCategories: [
    {
      name: 'Business Cards',
      slug: 'business-cards',
      intro: 'Thick, crisp business cards from 50 copies. Order by 16:00 and collect or receive them today in London.',
      products: [
        {
          name: 'Standard Business Cards',
          short: 'Our best-selling 85 x 55 mm cards on heavy silk or matt board, printed one or both sides.',
          description:
            'The everyday business card, done properly: full colour on 350 to 450gsm board, trimmed square and packed in boxes of 250. Choose matt or gloss lamination to keep them looking sharp in a wallet.',
          art: 'business-card',
          price: [900, 55, 0.6],
          attributes: [
            only(cardPaper, ['350gsm Silk', '400gsm Silk', '450gsm Matt', '350gsm Recycled Uncoated']),
            sides,
            only(cardLamination, ['No lamination', 'Matt lamination', 'Gloss lamination']),
            corners,
          ],
          quantities: cardQuantities,
          accessories: ['business-card-holders'],
          variations: [
            { name: 'Standard Business Cards 400gsm Silk', short: 'Heavy 400gsm silk board, our most popular card: smooth, stiff and easy to write on.', set: { Paper: '400gsm Silk' } },
            { name: 'Standard Business Cards 350gsm Silk', short: 'Great-value 350gsm silk cards for handing out at events and counters.', set: { Paper: '350gsm Silk' } },
            { name: 'Standard Business Cards 450gsm Matt', short: 'Extra-thick 450gsm matt board with a soft, paper-like feel.', set: { Paper: '450gsm Matt' } },
            { name: 'Recycled Business Cards 350gsm Uncoated', short: '100% recycled uncoated board with a natural texture. Takes pen and stamp ink well.', set: { Paper: '350gsm Recycled Uncoated' } },
          ],
        },
        {
          name: 'Premium Business Cards',
          short: 'Triple-layered, soft-touch, spot UV and foiled cards that make a first impression last.',
          description:
            'When the card has to say as much as the name on it. Premium stocks up to 600gsm, velvety soft-touch lamination, raised spot UV and real gold or silver foil, all finished by hand in our workshop.',
          art: 'business-card',
          price: [1500, 70, 0.62],
          attributes: [
            only(cardPaper, ['400gsm Silk', '450gsm Matt', '600gsm Triple Layered'], '450gsm Matt'),
            sides,
            only(cardLamination, ['Matt lamination', 'Soft-touch lamination']),
            specialFinish,
            corners,
          ],
          quantities: cardQuantities,
          delivery: noSameDay,
          accessories: ['business-card-holders'],
          variations: [
            { name: 'Premium Business Cards 600gsm Triple Layered', short: 'Two white 200gsm sheets around a coloured core: 600gsm of pure stiffness with a coloured edge.', set: { Paper: '600gsm Triple Layered' }, factor: 1.1 },
            { name: 'Soft-Touch Business Cards 450gsm', short: 'Velvety soft-touch lamination on 450gsm board. People keep stroking them.', set: { Lamination: 'Soft-touch lamination' } },
            { name: 'Spot UV Business Cards 450gsm Matt', short: 'Glossy raised spot UV on matt laminated board: your logo catches the light.', set: { 'Special finish': 'Spot UV one side' } },
            { name: 'Gold Foil Business Cards 450gsm', short: 'Real gold foil blocked onto soft-touch board, for a card that looks engraved.', set: { 'Special finish': 'Gold foil one side', Lamination: 'Soft-touch lamination' } },
          ],
        },
        {
          name: 'Square Business Cards',
          short: 'Modern 55 x 55 mm square cards that stand out from the usual pile.',
          description:
            'A square card gets noticed. Printed full colour both sides on 400gsm silk, with optional rounded corners and lamination.',
          art: 'business-card',
          price: [1000, 58, 0.6],
          attributes: [only(cardPaper, ['400gsm Silk', '450gsm Matt']), sides, cardLamination, corners],
          quantities: cardQuantities,
          variations: [
            { name: 'Square Business Cards 55 x 55 mm 400gsm Silk', short: 'Full colour square cards on 400gsm silk, trimmed to a neat 55 mm.' },
            { name: 'Square Business Cards 55 x 55 mm Rounded Corners', short: 'Square cards with soft 3 mm rounded corners and matt lamination.', set: { Corners: 'Rounded corners', Lamination: 'Matt lamination' } },
          ],
        },
        {
          name: 'Business Card Holders',
          short: 'Brushed aluminium card cases that keep 20 cards flat and clean.',
          description: 'A slim brushed-aluminium case with a magnetic clasp. Engraved with your logo, or plain.',
          art: 'card-holder',
          price: [300, 450, 0.92],
          style: 3,
          attributes: [attr('Engraving', [['Plain', 1], ['Laser engraved logo', 1.4]])],
          ranges: giftRanges,
          bundle: true,
          variations: [{ name: 'Aluminium Business Card Holder', short: 'Brushed aluminium, holds 20 standard cards, optional laser-engraved logo.' }],
        },
      ],
    },
    {
      name: 'Flyers & Leaflets',
      slug: 'flyers-leaflets',
      intro: 'Flyers and folded leaflets from 25 copies, zero-rated for VAT. Same-day digital or great-value litho runs.',
      products: [
        {
          name: 'Flyers',
          short: 'Full colour flyers from A7 to A3 on gloss or silk paper, printed one or both sides.',
          description:
            'Flyers for promotions, menus and door drops. Printed full colour on 130 to 350gsm paper and trimmed to size. Leaflets are zero-rated, so there is no VAT to add.',
          art: 'flyer',
          price: [1200, 60, 0.62],
          vat: ZERO_RATED,
          attributes: [only(leafletSize, ['A7 (74 x 105 mm)', 'A6 (105 x 148 mm)', 'A5 (148 x 210 mm)', 'DL (99 x 210 mm)', 'A4 (210 x 297 mm)'], 'A5 (148 x 210 mm)'), leafletPaper, sides],
          quantities: leafletQuantities,
          variations: [
            { name: 'Premium A5 Flyers 170gsm Gloss', short: 'Bright 170gsm gloss A5 flyers, full colour both sides. Our best seller for events.', set: { Paper: '170gsm Gloss', Sides: 'Double sided' } },
            { name: 'Economy A5 Flyers 130gsm Gloss', short: 'Lightweight 130gsm gloss A5 flyers at the lowest price per copy, ideal for door drops.', set: { Paper: '130gsm Gloss' } },
            { name: 'A6 Flyers 170gsm Silk', short: 'Pocket-sized A6 flyers on smooth silk: handouts, vouchers and loyalty offers.', set: { Size: 'A6 (105 x 148 mm)', Paper: '170gsm Silk' } },
            { name: 'DL Flyers 250gsm Silk', short: 'Sturdy DL flyers that fit a standard envelope and a price-list stand.', set: { Size: 'DL (99 x 210 mm)', Paper: '250gsm Silk' } },
            { name: 'A4 Flyers 170gsm Silk', short: 'A4 flyers with room for a full price list, timetable or product sheet.', set: { Size: 'A4 (210 x 297 mm)', Paper: '170gsm Silk' } },
          ],
        },
        {
          name: 'Folded Leaflets',
          short: 'Half-fold, tri-fold, Z-fold and gate-fold leaflets, creased and folded by machine.',
          description:
            'Folded leaflets give you six or eight panels to tell the story. Creased before folding so the paper never cracks along the spine.',
          art: 'brochure',
          price: [1800, 85, 0.62],
          vat: ZERO_RATED,
          attributes: [only(leafletSize, ['A5 (148 x 210 mm)', 'A4 (210 x 297 mm)', 'A3 (297 x 420 mm)'], 'A4 (210 x 297 mm)'), fold, only(leafletPaper, ['130gsm Gloss', '150gsm Silk', '170gsm Silk', '250gsm Silk'])],
          quantities: leafletQuantities,
          variations: [
            { name: 'A4 Tri-Fold Leaflets to DL 150gsm Silk', short: 'A4 folded to DL in three panels: the classic price list and information leaflet.', set: { Fold: 'Roll fold (tri-fold)', Paper: '150gsm Silk' } },
            { name: 'A4 Half-Fold Leaflets to A5 170gsm Silk', short: 'A4 folded once to A5, four clean pages on smooth 170gsm silk.', set: { Paper: '170gsm Silk' } },
            { name: 'A3 Half-Fold Leaflets to A4 150gsm Silk', short: 'Big A3 sheets folded to A4 for menus, programmes and property details.', set: { Size: 'A3 (297 x 420 mm)', Paper: '150gsm Silk' } },
          ],
        },
        {
          name: 'Takeaway Menus',
          short: 'Gloss takeaway menus that survive a kitchen counter and a letterbox.',
          description:
            'Door-drop and counter menus for restaurants and takeaways. Printed on tough gloss paper and zero-rated for VAT as leaflets.',
          art: 'flyer',
          price: [1400, 55, 0.62],
          vat: ZERO_RATED,
          attributes: [only(leafletSize, ['DL (99 x 210 mm)', 'A5 (148 x 210 mm)', 'A4 (210 x 297 mm)'], 'DL (99 x 210 mm)'), only(leafletPaper, ['130gsm Gloss', '170gsm Gloss', '250gsm Silk']), sides],
          quantities: leafletQuantities,
          variations: [
            { name: 'DL Takeaway Menus 130gsm Gloss', short: 'Slim DL menus on 130gsm gloss, printed both sides, perfect for door drops.', set: { Sides: 'Double sided' } },
            { name: 'A4 Tri-Fold Takeaway Menus 170gsm Gloss', short: 'A4 menus folded to DL, six panels for a full menu with photos.', set: { Size: 'A4 (210 x 297 mm)', Paper: '170gsm Gloss' }, factor: 1.1 },
          ],
        },
      ],
    },
    {
      name: 'Brochures',
      slug: 'brochures',
      intro: 'Stapled and perfect-bound brochures that look as good as your work. Zero-rated for VAT.',
      products: [
        {
          name: 'Stapled Brochures',
          short: 'Saddle-stitched brochures from 8 to 32 pages with a heavier cover option.',
          description:
            'Brochures stitched with two wire staples on the spine. Choose your page count, a self cover or a laminated cover, and we print, fold, collate and trim the lot.',
          art: 'brochure',
          price: [3500, 420, 0.72],
          vat: ZERO_RATED,
          attributes: [only(bookletSize, ['A5 (148 x 210 mm)', 'A4 (210 x 297 mm)'], 'A4 (210 x 297 mm)'), pages([8, 12, 16, 20, 24, 32]), innerPaper, coverPaper],
          quantities: bookletQuantities,
          delivery: noSameDay,
          variations: [
            { name: 'A4 Stapled Brochures 8 Pages', short: 'Eight A4 pages on 130gsm silk, stapled on the spine: a company profile in a hurry.' },
            { name: 'A4 Stapled Brochures 16 Pages with Laminated Cover', short: '16 A4 pages with a 300gsm matt laminated cover for a premium feel.', set: { Pages: '16 pages', Cover: '300gsm Silk cover, matt laminated' } },
            { name: 'A5 Stapled Brochures 12 Pages', short: 'A5 brochures with 12 pages, a handy size for events and price guides.', set: { Size: 'A5 (148 x 210 mm)', Pages: '12 pages' } },
          ],
        },
        {
          name: 'Perfect Bound Brochures',
          short: 'Square-spined brochures and catalogues from 32 to 120 pages.',
          description:
            'Perfect binding glues the pages into a printed cover with a flat spine you can print the title on. The choice for catalogues, lookbooks and annual reports.',
          art: 'booklet',
          price: [6500, 900, 0.75],
          vat: ZERO_RATED,
          attributes: [only(bookletSize, ['A5 (148 x 210 mm)', 'A4 (210 x 297 mm)'], 'A4 (210 x 297 mm)'), pages([32, 48, 64, 80, 100, 120]), innerPaper, only(coverPaper, ['300gsm Silk cover, matt laminated', '350gsm Silk cover, soft-touch laminated'])],
          quantities: bookletQuantities,
          delivery: noSameDay,
          variations: [
            { name: 'A4 Perfect Bound Brochures 48 Pages', short: 'A4 catalogue with a matt laminated cover and a printed spine.', set: { Pages: '48 pages' } },
            { name: 'A5 Perfect Bound Brochures 64 Pages', short: 'A5 perfect-bound brochures, 64 pages, for lookbooks and reports.', set: { Size: 'A5 (148 x 210 mm)', Pages: '64 pages' } },
          ],
        },
      ],
    },
    {
      name: 'Booklets',
      slug: 'booklets',
      intro: 'Programmes, zines, manuals and order-of-service booklets, stapled or wire-bound. Zero-rated for VAT.',
      products: [
        {
          name: 'Saddle-Stitched Booklets',
          short: 'Stapled booklets from A6 to A4 with 8 to 32 pages.',
          description: 'Printed, folded and stapled in-house. Popular for event programmes, order-of-service booklets and zines.',
          art: 'booklet',
          price: [3000, 380, 0.72],
          vat: ZERO_RATED,
          attributes: [bookletSize, pages([8, 12, 16, 20, 24, 32]), innerPaper, coverPaper],
          quantities: bookletQuantities,
          variations: [
            { name: 'A5 Booklets 16 Pages 130gsm Silk', short: 'A5 booklets with 16 pages on 130gsm silk, stapled: programmes and guides.', set: { Size: 'A5 (148 x 210 mm)', Pages: '16 pages' } },
            { name: 'A6 Booklets 24 Pages', short: 'Pocket A6 booklets with 24 pages: menus, manuals and festival guides.', set: { Size: 'A6 (105 x 148 mm)', Pages: '24 pages' } },
            { name: 'Square Booklets 210 x 210 mm 20 Pages', short: 'Square 210 mm booklets that show off photography and portfolios.', set: { Size: 'Square (210 x 210 mm)', Pages: '20 pages' } },
          ],
        },
        {
          name: 'Wire-Bound Booklets',
          short: 'Wiro-bound booklets that open flat: manuals, training packs and cookbooks.',
          description: 'Metal wire binding lets every page lie flat on a desk or worktop. Clear PVC front and board back on request.',
          art: 'notebook',
          price: [4500, 700, 0.75],
          vat: ZERO_RATED,
          attributes: [only(bookletSize, ['A5 (148 x 210 mm)', 'A4 (210 x 297 mm)'], 'A4 (210 x 297 mm)'), pages([24, 40, 50, 60, 80, 100]), innerPaper],
          quantities: bookletQuantities,
          delivery: noSameDay,
          variations: [
            { name: 'A4 Wire-Bound Booklets 50 Pages', short: 'A4 training manuals with 50 pages that lie flat on the desk.', set: { Pages: '50 pages' } },
            { name: 'A5 Wire-Bound Booklets 40 Pages', short: 'A5 wiro-bound booklets with 40 pages: recipes, workbooks and menus.', set: { Size: 'A5 (148 x 210 mm)', Pages: '40 pages' } },
          ],
        },
      ],
    },
    {
      name: 'Posters',
      slug: 'posters',
      intro: 'Posters from A3 to A0 on gloss, silk, satin and photo paper, printed while you wait.',
      products: [
        {
          name: 'Paper Posters',
          short: 'Sharp, vivid posters from A3 to A0 for shop windows, events and offices.',
          description:
            'Printed on our wide-format HP and Epson printers with pigment inks that will not fade in a window for months. From a single poster to a few hundred.',
          art: 'poster',
          price: [600, 650, 0.86],
          attributes: [posterSize, only(posterPaper, ['170gsm Gloss', '170gsm Silk', '200gsm Satin', 'Blueback 115gsm (outdoor)'])],
          quantities: posterQuantities,
          variations: [
            { name: 'A3 Posters 170gsm Gloss', short: 'A3 posters on 170gsm gloss paper for rich, punchy colour.' },
            { name: 'A2 Posters 170gsm Silk', short: 'A2 posters on smooth silk paper with no glare under shop lights.', set: { Size: 'A2 (420 x 594 mm)', Paper: '170gsm Silk' } },
            { name: 'A1 Posters 200gsm Satin', short: 'Big A1 posters on heavy satin paper for events and exhibitions.', set: { Size: 'A1 (594 x 841 mm)', Paper: '200gsm Satin' } },
            { name: 'A0 Posters 200gsm Satin', short: 'Our largest paper poster, A0, for maximum impact at a distance.', set: { Size: 'A0 (841 x 1189 mm)', Paper: '200gsm Satin' } },
          ],
        },
        {
          name: 'Photo Posters',
          short: 'Gallery-quality photo prints on 260gsm lustre paper.',
          description: 'Twelve-colour pigment printing on 260gsm photo lustre: deep blacks and smooth skin tones for photographers and galleries.',
          art: 'poster',
          price: [900, 1100, 0.88],
          attributes: [only(posterSize, ['A3 (297 x 420 mm)', 'A2 (420 x 594 mm)', 'A1 (594 x 841 mm)'], 'A2 (420 x 594 mm)'), only(posterPaper, ['260gsm Photo Lustre'])],
          quantities: posterQuantities,
          variations: [
            { name: 'A2 Photo Posters 260gsm Lustre', short: 'A2 photo prints on 260gsm lustre paper with archival pigment inks.' },
            { name: 'A1 Photo Posters 260gsm Lustre', short: 'A1 gallery prints with deep blacks and fine detail.', set: { Size: 'A1 (594 x 841 mm)' } },
          ],
        },
      ],
    },
    {
      name: 'Postcards',
      slug: 'postcards',
      intro: 'Postcards on thick board, ready to post, hand out or slip into an order.',
      products: [
        {
          name: 'Printed Postcards',
          short: 'A6, A5 and DL postcards on 350 to 450gsm board, with a writable back.',
          description: 'Thank-you cards, invitations, artists’ prints and mailers. Uncoated backs take ink and postage stamps cleanly.',
          art: 'postcard',
          price: [1000, 62, 0.6],
          attributes: [only(leafletSize, ['A6 (105 x 148 mm)', 'A5 (148 x 210 mm)', 'DL (99 x 210 mm)'], 'A6 (105 x 148 mm)'), only(cardPaper, ['350gsm Silk', '400gsm Silk', '350gsm Recycled Uncoated'], '400gsm Silk'), sides, cardLamination],
          quantities: cardQuantities,
          accessories: ['printed-envelopes'],
          variations: [
            { name: 'A6 Postcards 400gsm Silk', short: 'Classic A6 postcards on 400gsm silk, printed both sides.', set: { Sides: 'Double sided' } },
            { name: 'A6 Postcards 350gsm Recycled Uncoated', short: 'Recycled uncoated A6 postcards with a natural feel, easy to write on.', set: { Paper: '350gsm Recycled Uncoated' } },
            { name: 'A5 Postcards 400gsm Silk', short: 'Larger A5 postcards for invitations, mailers and art prints.', set: { Size: 'A5 (148 x 210 mm)' } },
            { name: 'DL Postcards Soft-Touch Laminated', short: 'Long DL cards with soft-touch lamination for invites and price cards.', set: { Size: 'DL (99 x 210 mm)', Lamination: 'Soft-touch lamination' } },
          ],
        },
      ],
    },
    {
      name: 'Stickers & Labels',
      slug: 'stickers-labels',
      intro: 'Stickers and product labels on paper or waterproof vinyl, kiss-cut or cut to shape.',
      products: [
        {
          name: 'Stickers',
          short: 'Circle, square and custom-shape stickers on paper or waterproof vinyl.',
          description: 'Printed in full colour and cut to shape on our plotters. Vinyl stickers are waterproof and fine outdoors for up to three years.',
          art: 'sticker',
          price: [800, 30, 0.62],
          attributes: [stickerSize, stickerMaterial],
          quantities: stickerQuantities,
          variations: [
            { name: 'Circle Stickers 50 mm Gloss Vinyl', short: 'Round 50 mm stickers on waterproof gloss vinyl: packaging, laptops and bottles.', set: { Material: 'White gloss vinyl (waterproof)' } },
            { name: 'Square Stickers 50 mm Matt Paper', short: 'Matt paper square stickers for sealing bags and boxes.', set: { Material: 'Matt paper' } },
            { name: 'Clear Vinyl Stickers 75 mm', short: 'Transparent stickers that let the product or window show through.', set: { Size: '75 mm', Material: 'Clear vinyl' } },
            { name: 'Die-Cut Logo Stickers 75 mm', short: 'Cut around your logo’s outline, on gloss vinyl.', set: { Size: '75 mm', Material: 'White gloss vinyl (waterproof)' }, factor: 1.2 },
          ],
        },
        {
          name: 'Roll Labels',
          short: 'Product labels on rolls for hand or machine application.',
          description: 'Labels supplied on 76 mm cores for jars, bottles and boxes. Paper, kraft or waterproof polypropylene.',
          art: 'sticker',
          price: [2200, 18, 0.66],
          attributes: [only(stickerSize, ['38 mm', '50 mm', '75 mm', '100 mm'], '50 mm'), only(stickerMaterial, ['Gloss paper', 'Kraft paper', 'White gloss vinyl (waterproof)'])],
          quantities: [250, 500, 1000, 2500, 5000],
          delivery: noSameDay,
          variations: [
            { name: 'Rectangle Roll Labels 90 x 50 mm', short: 'Rectangular labels on rolls for jars, candles and cosmetics.' },
            { name: 'Kraft Paper Roll Labels 50 mm Circle', short: 'Round brown kraft labels with a handmade look.', set: { Material: 'Kraft paper' } },
          ],
        },
      ],
    },
    {
      name: 'Presentation Folders',
      slug: 'presentation-folders',
      intro: 'A4 and A5 folders with pockets and a business-card slot, for proposals and welcome packs.',
      products: [
        {
          name: 'Printed Presentation Folders',
          short: 'Printed A4 folders with one or two pockets and a business-card slot.',
          description: 'Printed on 350gsm silk board, laminated and die-cut in-house. Holds up to 20 A4 sheets.',
          art: 'folder',
          price: [6000, 180, 0.78],
          attributes: [attr('Size', [['A4 (holds A4 sheets)', 1], ['A5 (holds A5 sheets)', 0.75]]), only(cardLamination, ['No lamination', 'Matt lamination', 'Gloss lamination', 'Soft-touch lamination'], 'Matt lamination'), attr('Pockets', [['One pocket', 1], ['Two pockets', 1.12]])],
          quantities: [25, 50, 100, 250, 500, 1000],
          delivery: noSameDay,
          variations: [
            { name: 'A4 Presentation Folders 350gsm Silk', short: 'A4 folders on 350gsm silk with matt lamination and a card slot.' },
            { name: 'A4 Presentation Folders Soft-Touch', short: 'Soft-touch laminated A4 folders for pitches that need to feel premium.', set: { Lamination: 'Soft-touch lamination' } },
            { name: 'A5 Presentation Folders', short: 'Compact A5 folders for price lists, menus and welcome packs.', set: { Size: 'A5 (holds A5 sheets)' } },
          ],
        },
      ],
    },
    {
      name: 'Greeting Cards',
      slug: 'greeting-cards',
      intro: 'Folded greeting, Christmas and thank-you cards, supplied with envelopes.',
      products: [
        {
          name: 'Printed Greeting Cards',
          short: 'Folded cards on 350gsm board, supplied with white or kraft envelopes.',
          description: 'Scored and folded by machine so the fold stays crisp. Blank inside or printed with your message.',
          art: 'greeting-card',
          price: [1200, 90, 0.66],
          attributes: [attr('Size', [['A6 folded (105 x 148 mm)', 1], ['Square folded (145 x 145 mm)', 1.15], ['A5 folded (148 x 210 mm)', 1.4]]), attr('Envelopes', [['White envelopes', 1], ['Kraft envelopes', 1.04], ['No envelopes', 0.9]]), sides],
          quantities: [10, 25, 50, 100, 250, 500],
          variations: [
            { name: 'A6 Greeting Cards 350gsm Silk', short: 'A6 folded cards on 350gsm silk with white envelopes.' },
            { name: 'Square Greeting Cards 145 x 145 mm', short: 'Square folded cards with kraft envelopes for a modern look.', set: { Size: 'Square folded (145 x 145 mm)', Envelopes: 'Kraft envelopes' } },
            { name: 'A5 Christmas Cards with Envelopes', short: 'A5 Christmas cards for clients and staff, printed with your greeting.', set: { Size: 'A5 folded (148 x 210 mm)', Sides: 'Double sided' } },
          ],
        },
      ],
    },
  ],
};

const apparel: CategorySeed = {
  name: 'Apparel Printing',
  slug: 'apparel-printing',
  intro:
    'Printed and embroidered T-shirts, hoodies, polos and workwear from one garment. DTF transfers the same day, screen printing and embroidery for bigger runs.',
  inNavbar: true,
  subCategories: [
    {
      name: 'T-Shirts',
      slug: 't-shirts',
      intro: 'Custom T-shirts from a single shirt to a few thousand, printed in London.',
      products: [
        {
          name: 'Printed T-Shirts',
          short: 'Full colour or screen-printed T-shirts on quality blanks from Gildan, Fruit of the Loom and Stanley/Stella.',
          description:
            'Tell us your sizes and we print each shirt with full-colour DTF (no minimum) or screen print (from 25). Washable at 40°C inside out.',
          art: 't-shirt',
          price: [1200, 900, 0.92],
          style: 2,
          sizes: adultSizes,
          colours: basicColours,
          attributes: [printPosition, printMethod],
          quantities: garmentBreaks,
          accessories: ['printed-tote-bags'],
          variations: [
            { name: 'Gildan Heavy Cotton T-Shirt', short: 'The classic 180gsm heavy cotton tee: tough, roomy and great value.', colour: 'Black' },
            { name: 'Fruit of the Loom Valueweight T-Shirt', short: 'Light 165gsm cotton tee at our lowest price, ideal for events and staff.', colour: 'Royal Blue', factor: 0.9 },
            { name: 'Stanley/Stella Creator Organic T-Shirt', short: 'Organic cotton, fashion fit, 180gsm: the premium shirt for brands.', colour: 'Heather Grey', factor: 1.35 },
            { name: 'B&C Exact 190 T-Shirt', short: 'Heavyweight 190gsm tee with a tubular body and a crisp print surface.', colour: 'Navy', factor: 1.1 },
          ],
        },
        {
          name: 'Women’s T-Shirts',
          short: 'Fitted women’s tees in soft ringspun cotton, printed in full colour.',
          description: 'A fitted cut with a narrower waist and shorter sleeves, for salons, studios, clubs and hen parties.',
          art: 't-shirt',
          price: [1200, 900, 0.92],
          style: 2,
          sizes: womenSizes,
          colours: fashionColours,
          attributes: [printPosition, printMethod],
          quantities: garmentBreaks,
          variations: [
            { name: 'AWDis Just Ts Women’s Girlie T-Shirt', short: 'Fitted women’s tee in soft ringspun cotton.', colour: 'Light Pink' },
            { name: 'Stanley/Stella Expresser Women’s T-Shirt', short: 'Organic cotton women’s tee with a modern fit.', colour: 'White', factor: 1.3 },
          ],
        },
        {
          name: 'Kids’ T-Shirts',
          short: 'Kids’ T-shirts from 3-4 to 12-13 years for schools, clubs and parties.',
          description: 'Soft, tough cotton tees in children’s sizes, printed with inks that pass the wash test at 40°C.',
          art: 't-shirt',
          price: [1200, 700, 0.92],
          style: 2,
          sizes: kidsSizes,
          colours: basicColours,
          attributes: [printPosition, printMethod],
          quantities: garmentBreaks,
          variations: [
            { name: 'Gildan Kids Heavy Cotton T-Shirt', short: 'Kids’ heavy cotton tee for school trips, clubs and parties.', colour: 'Royal Blue' },
            { name: 'Fruit of the Loom Kids Valueweight T-Shirt', short: 'Great-value kids’ tee for sports days and events.', colour: 'Red', factor: 0.9 },
          ],
        },
      ],
    },
    {
      name: 'Hoodies',
      slug: 'hoodies',
      intro: 'Printed and embroidered hoodies for teams, leavers and merch.',
      products: [
        {
          name: 'Printed Hoodies',
          short: 'Hoodies printed or embroidered with your logo, in sizes S to 3XL.',
          description: 'Warm 280gsm hoodies printed with DTF or embroidered on the chest. Leavers’ names on the back on request.',
          art: 'hoodie',
          price: [1500, 2100, 0.93],
          style: 2,
          sizes: adultSizes,
          colours: fashionColours,
          attributes: [printPosition, printMethod],
          quantities: garmentBreaks,
          delivery: noSameDay,
          accessories: ['embroidered-caps'],
          variations: [
            { name: 'AWDis College Hoodie', short: 'The UK’s favourite 280gsm hoodie with a double-fabric hood.', colour: 'Navy' },
            { name: 'Gildan Heavy Blend Hoodie', short: 'Great-value 271gsm hoodie with a kangaroo pocket.', colour: 'Black', factor: 0.9 },
            { name: 'Stanley/Stella Cruiser Organic Hoodie', short: 'Organic cotton hoodie with a modern fit, ideal for brand merch.', colour: 'Heather Grey', factor: 1.4 },
            { name: 'AWDis Zoodie Zip Hoodie', short: 'Full-zip hoodie with a left-chest print and a big back print.', colour: 'Charcoal', factor: 1.15 },
          ],
        },
      ],
    },
    {
      name: 'Polo Shirts',
      slug: 'polo-shirts',
      intro: 'Embroidered polo shirts for staff, trades and schools.',
      products: [
        {
          name: 'Embroidered Polo Shirts',
          short: 'Polo shirts with your logo embroidered on the chest, from one shirt.',
          description: 'Your logo digitised once and stitched on every polo. Hard-wearing and washable at 60°C.',
          art: 'polo',
          price: [1800, 1250, 0.93],
          style: 2,
          sizes: adultSizes,
          colours: basicColours,
          attributes: [only(printPosition, ['Left chest', 'Left chest and back'], 'Left chest'), only(printMethod, ['Embroidery', 'DTF full colour'], 'Embroidery')],
          quantities: garmentBreaks,
          variations: [
            { name: 'Fruit of the Loom 65/35 Polo Shirt', short: 'Poly-cotton polo that keeps its colour after many washes.', colour: 'Navy' },
            { name: 'Russell Classic Polo Shirt', short: 'Heavy 215gsm polo with a tailored fit.', colour: 'Bottle Green', factor: 1.15 },
            { name: 'Henbury Coolplus Polo Shirt', short: 'Moisture-wicking polo for kitchens, gyms and outdoor work.', colour: 'Black', factor: 1.25 },
          ],
        },
      ],
    },
    {
      name: 'Sweatshirts',
      slug: 'sweatshirts',
      intro: 'Crew-neck sweatshirts, printed or embroidered.',
      products: [
        {
          name: 'Printed Sweatshirts',
          short: 'Crew-neck sweatshirts with a full-colour print or embroidered logo.',
          description: 'Soft brushed-back sweatshirts, printed in London and ready in days.',
          art: 'hoodie',
          price: [1500, 1700, 0.93],
          style: 2,
          sizes: adultSizes,
          colours: fashionColours,
          attributes: [printPosition, printMethod],
          quantities: garmentBreaks,
          delivery: noSameDay,
          variations: [
            { name: 'AWDis College Sweatshirt', short: 'Classic 280gsm crew-neck in dozens of colours.', colour: 'Sky Blue' },
            { name: 'Gildan Heavy Blend Sweatshirt', short: 'Great-value crew neck for teams and events.', colour: 'Heather Grey', factor: 0.88 },
            { name: 'Stanley/Stella Changer Organic Sweatshirt', short: 'Organic cotton sweatshirt with a premium finish.', colour: 'Natural', factor: 1.35 },
          ],
        },
      ],
    },
    {
      name: 'Caps',
      slug: 'caps',
      intro: 'Embroidered caps and beanies from 10 pieces.',
      products: [
        {
          name: 'Embroidered Caps',
          short: 'Caps embroidered with your logo on the front panel.',
          description: 'Up to 10,000 stitches on the front, one size fits most. Priced by quantity range.',
          art: 'cap',
          price: [2500, 700, 0.9],
          style: 3,
          colours: headwearColours,
          attributes: [attr('Embroidery', [['Front only', 1], ['Front and side', 1.25], ['Front and back', 1.3]])],
          ranges: headwearRanges,
          delivery: noSameDay,
          variations: [
            { name: 'Beechfield Original 5-Panel Cap', short: 'Brushed cotton cap with an adjustable buckle strap.', colour: 'Navy' },
            { name: 'Flexfit Classic Baseball Cap', short: 'Fitted cap with a stretch band, no strap.', colour: 'Black', factor: 1.2 },
            { name: 'Beechfield Snapback Trucker Cap', short: 'Mesh-back trucker cap with a flat peak and snap closure.', colour: 'Red', factor: 1.1 },
          ],
        },
      ],
    },
    {
      name: 'Workwear',
      slug: 'workwear',
      intro: 'Branded workwear, hi-vis and aprons that stand up to a working week.',
      products: [
        {
          name: 'Branded Workwear',
          short: 'Softshells, fleeces and hi-vis vests embroidered or printed with your company logo.',
          description: 'Workwear from Regatta, Result and Yoko, branded on the chest and back so your team is easy to spot on site.',
          art: 'hi-vis',
          price: [2000, 1900, 0.93],
          style: 2,
          sizes: adultSizes,
          colours: ['Hi-Vis Yellow', 'Hi-Vis Orange', 'Black', 'Navy'],
          attributes: [only(printPosition, ['Left chest', 'Left chest and back', 'Back only'], 'Left chest and back'), printMethod],
          quantities: garmentBreaks,
          delivery: noSameDay,
          variations: [
            { name: 'Yoko Hi-Vis Vest', short: 'EN ISO 20471 class 2 hi-vis vest with your logo on the back.', colour: 'Hi-Vis Yellow', factor: 0.35 },
            { name: 'Regatta Pro Softshell Jacket', short: 'Water-repellent softshell with an embroidered chest logo.', colour: 'Black', factor: 1.6 },
            { name: 'Result Work-Guard Fleece', short: 'Anti-pill fleece for cold mornings on site.', colour: 'Navy', factor: 1.05 },
          ],
        },
        {
          name: 'Printed Aprons',
          short: 'Bib and waist aprons for cafés, bars and salons.',
          description: 'Poly-cotton aprons with a full-colour print or embroidered logo. Washable at 60°C.',
          art: 'apron',
          price: [1500, 800, 0.9],
          style: 3,
          colours: ['Black', 'Navy', 'Burgundy', 'Charcoal'],
          attributes: [only(printMethod, ['DTF full colour', 'Embroidery'])],
          ranges: giftRanges,
          variations: [
            { name: 'Premier Colours Bib Apron', short: 'Full-length bib apron with a front pocket and adjustable neck.', colour: 'Black' },
            { name: 'Premier Waist Apron', short: 'Short waist apron with a three-section pocket for bar and café staff.', colour: 'Burgundy', factor: 0.85 },
          ],
        },
      ],
    },
    {
      name: 'Tote Bags',
      slug: 'tote-bags',
      intro: 'Printed cotton and canvas totes for shops, events and merch.',
      products: [
        {
          name: 'Printed Tote Bags',
          short: 'Cotton and canvas tote bags printed with your design on one or both sides.',
          description: 'Reusable totes that carry your brand around London. Printed with DTF for full colour or screen printed for big runs.',
          art: 'tote',
          price: [1500, 420, 0.88],
          style: 3,
          colours: bagColours,
          attributes: [printSidesBag],
          ranges: giftRanges,
          variations: [
            { name: 'Westford Mill Classic Cotton Tote', short: 'The classic 140gsm cotton tote with long handles.', colour: 'Natural' },
            { name: 'Westford Mill Organic Premium Tote', short: 'Heavier organic cotton tote with a flat base.', colour: 'Black', factor: 1.4 },
            { name: 'BagBase Canvas Shopper', short: 'Sturdy canvas shopper with reinforced handles.', colour: 'Navy', factor: 1.6 },
          ],
        },
      ],
    },
  ],
};

const signage: CategorySeed = {
  name: 'Signage Printing',
  slug: 'signage-printing',
  intro: 'Roller banners, boards, PVC banners and window graphics for shops, events and sites, printed in London.',
  inNavbar: true,
  subCategories: [
    {
      name: 'Roller Banners',
      slug: 'roller-banners',
      intro: 'Pull-up roller banners with a carry bag, ready in minutes at any venue.',
      products: [
        {
          name: 'Pull-Up Roller Banners',
          short: 'Pull-up banners printed on anti-curl film, supplied with stand and carry bag.',
          description:
            'Printed on 220 micron anti-curl film with a matt finish that does not reflect show lights. Every banner comes assembled in its stand with a padded carry bag.',
          art: 'roller-banner',
          price: [2600, 2300, 0.94],
          attributes: [rollerStand, attr('Sides', [['Single sided', 1], ['Double sided', 1.7]])],
          quantities: signQuantities,
          accessories: ['roller-banner-accessories'],
          variations: [
            { name: '85 x 200 cm Economy Roller Banner', short: 'Our most popular roller banner: 850 mm wide, 2 m tall, with an economy stand.' },
            { name: '85 x 200 cm Premium Roller Banner', short: 'Wide-base premium stand that stays put on carpet and stone floors.', set: { Stand: 'Premium wide-base stand' } },
            { name: '100 x 200 cm Premium Roller Banner', short: 'A metre-wide banner for a bigger message at exhibitions.', set: { Stand: 'Premium wide-base stand' }, factor: 1.18 },
            { name: '120 x 200 cm Wide Roller Banner', short: '1.2 m wide banner for backdrops and photo walls.', set: { Stand: 'Premium wide-base stand' }, factor: 1.4 },
            { name: '85 x 200 cm Double-Sided Roller Banner', short: 'Printed both sides, for the middle of a room or a shop floor.', set: { Sides: 'Double sided' } },
          ],
        },
        {
          name: 'Roller Banner Accessories',
          short: 'Spotlights, carry bags and replacement graphics for your roller banner.',
          description: 'Keep your banner looking new: a clip-on LED spotlight, a padded bag or a fresh graphic for the same stand.',
          art: 'roller-banner',
          price: [0, 1800, 1],
          attributes: [],
          quantities: [1, 2, 3, 5, 10],
          bundle: true,
          variations: [
            { name: 'Roller Banner LED Spotlight', short: 'Clip-on LED spotlight that lights your banner at dim venues.', factor: 1.1 },
            { name: 'Padded Roller Banner Carry Bag', short: 'Spare padded bag with a shoulder strap for 85 cm banners.', factor: 0.6 },
            { name: 'Replacement Roller Banner Graphic 85 x 200 cm', short: 'A new printed graphic fitted to your existing cassette.', factor: 1.6 },
          ],
        },
      ],
    },
    {
      name: 'Foamex Boards',
      slug: 'foamex-boards',
      intro: 'Rigid, lightweight foamex (PVC foam) signs for shops, offices and exhibitions.',
      products: [
        {
          name: 'Printed Foamex Boards',
          short: 'Printed PVC foam boards from 3 mm to 10 mm, cut to size.',
          description: 'Direct UV-printed foamex with sharp edges. Light enough to hang with sticky pads, rigid enough for a reception wall.',
          art: 'board',
          price: [900, 1400, 0.92],
          attributes: [signSize, boardThickness, fixings],
          quantities: signQuantities,
          variations: [
            { name: 'A3 3mm Foamex Board', short: 'A3 foamex sign, 3 mm thick, for indoor notices and menus.' },
            { name: 'A2 5mm Foamex Board', short: 'A2 foamex board, 5 mm, for shop and office signs.', set: { Size: 'A2 (420 x 594 mm)', Thickness: '5 mm' } },
            { name: 'A1 5mm Foamex Board', short: 'A1 foamex for exhibitions and wall displays.', set: { Size: 'A1 (594 x 841 mm)', Thickness: '5 mm' } },
            { name: '1200 x 800 mm 10mm Foamex Board', short: 'Large, extra-rigid 10 mm board for reception walls and fascias.', set: { Size: '1200 x 800 mm', Thickness: '10 mm' } },
          ],
        },
      ],
    },
    {
      name: 'Correx Signs',
      slug: 'correx-signs',
      intro: 'Weatherproof corrugated plastic signs for sites, estate agents and events.',
      products: [
        {
          name: 'Printed Correx Signs',
          short: 'Fluted plastic signs printed full colour, waterproof and reusable.',
          description: '4 mm correx printed with UV inks that shrug off rain. Add eyelets, cable ties or ground stakes.',
          art: 'correx',
          price: [800, 1000, 0.9],
          attributes: [only(signSize, ['A3 (297 x 420 mm)', 'A2 (420 x 594 mm)', 'A1 (594 x 841 mm)', 'A0 (841 x 1189 mm)'], 'A2 (420 x 594 mm)'), sides, only(fixings, ['No fixings', 'Drilled holes (4 corners)', 'Cable ties'])],
          quantities: signQuantities,
          variations: [
            { name: 'A2 4mm Correx Sign', short: 'A2 correx sign for building sites and open days.' },
            { name: 'A1 4mm Correx Sign', short: 'A1 correx for roadside and event signage.', set: { Size: 'A1 (594 x 841 mm)' } },
            { name: 'Estate Agent Correx Board 610 x 457 mm', short: 'Double-sided For Sale and To Let boards in the standard estate-agent size.', set: { Sides: 'Double sided' }, factor: 1.1 },
            { name: 'Correx Sign with Ground Stake 600 x 400 mm', short: 'Correx sign supplied with a metal stake for lawns and verges.', factor: 1.25 },
          ],
        },
      ],
    },
    {
      name: 'PVC Banners',
      slug: 'pvc-banners',
      intro: 'Heavy-duty PVC banners, hemmed and eyeleted, for fences, shopfronts and events.',
      products: [
        {
          name: 'Printed PVC Banners',
          short: 'Outdoor PVC banners on 440 or 510gsm material, hemmed and eyeleted.',
          description: 'Printed with solvent inks that last outdoors for years. Hemmed on all sides with brass eyelets every 50 cm.',
          art: 'pvc-banner',
          price: [1200, 2200, 0.93],
          attributes: [attr('Material', [['440gsm frontlit PVC', 1], ['510gsm heavy-duty PVC', 1.2]]), bannerFinish],
          quantities: signQuantities,
          variations: [
            { name: '2m x 1m PVC Banner 440gsm', short: '2 m by 1 m PVC banner for railings and shopfronts.' },
            { name: '3m x 1m PVC Banner 440gsm', short: '3 m banner for events, sports clubs and grand openings.', factor: 1.4 },
            { name: '4m x 1m PVC Banner 510gsm', short: 'Heavy-duty 4 m banner for long outdoor runs.', set: { Material: '510gsm heavy-duty PVC' }, factor: 1.8 },
            { name: '6m x 1m Heavy-Duty PVC Banner', short: 'Six metres of tough PVC for building sites and stadiums.', set: { Material: '510gsm heavy-duty PVC' }, factor: 2.5 },
          ],
        },
      ],
    },
    {
      name: 'Window Vinyl',
      slug: 'window-vinyl',
      intro: 'Window graphics for shops and offices: clear, frosted, one-way and static cling.',
      products: [
        {
          name: 'Window Graphics',
          short: 'Printed window vinyl, frosted manifestations and one-way vision film.',
          description: 'Cut and printed to your window sizes. Fitted outside or inside the glass, with free fitting tips or our London installers.',
          art: 'window',
          price: [1500, 2600, 0.92],
          attributes: [windowFit, attr('Size', [['Up to 0.5 m²', 1], ['Up to 1 m²', 1.8], ['Up to 2 m²', 3.2]])],
          quantities: signQuantities,
          delivery: noSameDay,
          variations: [
            { name: 'Clear Window Vinyl Stickers', short: 'Full-colour graphics on clear vinyl: opening hours, logos and offers.' },
            { name: 'One Way Vision Window Film', short: 'Graphic outside, clear view from inside: for shopfronts and vehicles.', factor: 1.3 },
            { name: 'Frosted Window Vinyl', short: 'Etched-glass effect for privacy, manifestations and meeting rooms.', factor: 1.1 },
            { name: 'Static Cling Window Stickers', short: 'No-glue stickers you can peel off and reuse: for seasonal offers.', factor: 0.8 },
          ],
        },
      ],
    },
    {
      name: 'A-Boards',
      slug: 'a-boards',
      intro: 'Pavement A-boards and replacement posters that bring people through the door.',
      products: [
        {
          name: 'A-Board Pavement Signs',
          short: 'Double-sided A-boards with printed posters, ready to use on the pavement.',
          description: 'Sturdy frames with weatherproof posters on both sides. Swap the posters whenever your offer changes.',
          art: 'a-board',
          price: [0, 8500, 0.96],
          attributes: [attr('Posters', [['Two printed posters', 1], ['Two posters, laminated', 1.08]])],
          quantities: signQuantities,
          accessories: ['replacement-a-board-posters'],
          variations: [
            { name: 'A1 Swing A-Board', short: 'Spring-loaded swing sign that rides out gusts on busy pavements.', factor: 1.2 },
            { name: 'A1 Snap-Frame A-Board', short: 'Aluminium snap frames make changing posters take seconds.' },
            { name: 'Chalkboard A-Board with Printed Header', short: 'Printed header with a chalkboard panel for daily specials.', factor: 0.9 },
          ],
        },
        {
          name: 'Replacement A-Board Posters',
          short: 'Fresh A1 posters for your A-board, in blueback or laminated paper.',
          description: 'Weatherproof A1 posters to fit standard snap-frame and swing A-boards.',
          art: 'poster',
          price: [500, 1300, 0.9],
          attributes: [only(posterPaper, ['Blueback 115gsm (outdoor)', '200gsm Satin'])],
          quantities: posterQuantities,
          variations: [{ name: 'A1 A-Board Replacement Posters (pair)', short: 'A pair of A1 posters, printed for outdoor use.' }],
        },
      ],
    },
  ],
};

const bags: CategorySeed = {
  name: 'Carrier Bag Printing',
  slug: 'carrier-bag-printing',
  intro: 'Printed paper, plastic, cotton and jute carrier bags for shops, restaurants and events, from 100 bags.',
  inNavbar: true,
  subCategories: [
    {
      name: 'Paper Carrier Bags',
      slug: 'paper-carrier-bags',
      intro: 'Kraft and luxury paper bags printed with your logo, from 100 bags.',
      products: [
        {
          name: 'Printed Paper Bags',
          short: 'Kraft paper bags with twisted, flat or rope handles, printed one or both sides.',
          description: 'Recyclable kraft and white paper bags in four sizes. Priced by quantity range, printed in one colour or full colour.',
          art: 'paper-bag',
          price: [5000, 120, 0.9],
          style: 3,
          attributes: [attr('Size', [['Small (180 x 80 x 220 mm)', 1], ['Medium (250 x 110 x 310 mm)', 1.25], ['Large (320 x 140 x 420 mm)', 1.55]]), printSidesBag],
          ranges: bagRanges,
          delivery: standardOnly,
          variations: [
            { name: 'Brown Kraft Twisted Handle Bags', short: 'Recyclable brown kraft bags with twisted paper handles.', colour: 'Kraft Brown' },
            { name: 'White Kraft Twisted Handle Bags', short: 'Clean white kraft bags that make logos pop.', colour: 'White' },
            { name: 'Luxury Rope Handle Paper Bags', short: 'Laminated boutique bags with cotton rope handles.', colour: 'Black', factor: 2.4 },
            { name: 'Flat Handle Kraft Takeaway Bags', short: 'Wide-gusset bags that keep takeaway boxes level.', colour: 'Kraft Brown', factor: 0.85 },
          ],
        },
      ],
    },
    {
      name: 'Plastic Carrier Bags',
      slug: 'plastic-carrier-bags',
      intro: 'Printed plastic carrier bags over 50 micron, reusable and compliant with the bag charge rules.',
      products: [
        {
          name: 'Printed Plastic Bags',
          short: 'Patch-handle, vest and loop-handle plastic bags printed with your logo.',
          description: 'Made with recycled content and printed flexo in up to four colours.',
          art: 'plastic-bag',
          price: [6000, 60, 0.9],
          style: 3,
          attributes: [only(printSidesBag, ['1 colour, one side', '1 colour, both sides'])],
          ranges: bagRanges,
          delivery: standardOnly,
          variations: [
            { name: 'Patch Handle Plastic Bags 50 Micron', short: 'Boutique-style bags with reinforced patch handles.', colour: 'White' },
            { name: 'Vest Carrier Bags 50 Micron', short: 'The classic vest bag for off-licences, pharmacies and takeaways.', colour: 'White', factor: 0.8 },
            { name: 'Heavy-Duty Loop Handle Bags 70 Micron', short: 'Strong soft-loop bags for fashion and heavy goods.', colour: 'Black', factor: 1.4 },
          ],
        },
      ],
    },
    {
      name: 'Cotton Bags',
      slug: 'cotton-bags',
      intro: 'Natural and coloured cotton shoppers that customers keep for years.',
      products: [
        {
          name: 'Printed Cotton Bags',
          short: 'Cotton shoppers in 5oz and 8oz cotton, screen printed or full colour.',
          description: 'Long-handle cotton shoppers printed with your logo. Supplied folded and bagged in tens.',
          art: 'tote',
          price: [4500, 180, 0.9],
          style: 3,
          colours: bagColours,
          attributes: [printSidesBag],
          ranges: bagRanges,
          delivery: standardOnly,
          variations: [
            { name: '5oz Natural Cotton Shopper', short: 'Light 5oz natural cotton bag with long handles.', colour: 'Natural' },
            { name: '8oz Cotton Canvas Bag with Gusset', short: 'Heavier 8oz canvas bag with a bottom gusset for groceries.', colour: 'Natural', factor: 1.5 },
            { name: 'Coloured Cotton Shopper', short: 'Cotton shopper in eight colours, printed in white or full colour.', colour: 'Navy', factor: 1.15 },
          ],
        },
      ],
    },
    {
      name: 'Jute Bags',
      slug: 'jute-bags',
      intro: 'Natural jute bags: strong, biodegradable and made to be reused.',
      products: [
        {
          name: 'Printed Jute Bags',
          short: 'Laminated jute shoppers with padded handles, printed one side.',
          description: 'Natural jute with a waterproof inner lamination and padded cotton handles.',
          art: 'tote',
          price: [4500, 320, 0.9],
          style: 3,
          attributes: [only(printSidesBag, ['1 colour, one side', 'Full colour, one side'])],
          ranges: bagRanges,
          delivery: standardOnly,
          variations: [
            { name: 'Natural Jute Shopper', short: 'The classic jute shopper with padded handles.', colour: 'Kraft Brown' },
            { name: 'Jute Wine Bottle Bag', short: 'Single-bottle jute bag for wine shops and corporate gifts.', colour: 'Kraft Brown', factor: 0.7 },
            { name: 'Large Jute Beach Bag', short: 'Extra-large jute bag with rope handles.', colour: 'Kraft Brown', factor: 1.35 },
          ],
        },
      ],
    },
    {
      name: 'Non-Woven Bags',
      slug: 'non-woven-bags',
      intro: 'Low-cost reusable non-woven polypropylene bags for exhibitions and promotions.',
      products: [
        {
          name: 'Printed Non-Woven Bags',
          short: 'Reusable non-woven polypropylene bags in bright colours.',
          description: 'Tough 80gsm non-woven bags, printed in one colour or laminated with a full-colour print.',
          art: 'tote',
          price: [4000, 110, 0.9],
          style: 3,
          colours: ['Black', 'Navy', 'Red', 'Royal Blue', 'Bottle Green', 'Orange'],
          attributes: [printSidesBag],
          ranges: bagRanges,
          delivery: standardOnly,
          variations: [
            { name: 'Non-Woven Polypropylene Shopper', short: 'Cheap, cheerful and reusable: the exhibition favourite.', colour: 'Royal Blue' },
            { name: 'Laminated Non-Woven Bag', short: 'Gloss laminated full-colour bag, wipe-clean and strong.', colour: 'Red', factor: 1.6 },
          ],
        },
      ],
    },
  ],
};

const gifts: CategorySeed = {
  name: 'Gift Item Printing',
  slug: 'gift-item-printing',
  intro: 'Personalised mugs, mouse mats, keyrings, coasters and canvases: one-off gifts or branded merch for your team.',
  inNavbar: true,
  subCategories: [
    {
      name: 'Mugs',
      slug: 'mugs',
      intro: 'Photo and logo mugs, dishwasher safe, from a single mug.',
      products: [
        {
          name: 'Printed Mugs',
          short: 'Ceramic mugs printed full colour, wrap-around or one side.',
          description: 'Sublimation-printed mugs that go through the dishwasher for years. Priced by quantity range.',
          art: 'mug',
          price: [400, 600, 0.9],
          style: 3,
          attributes: [giftPrint, giftBox],
          ranges: giftRanges,
          accessories: ['printed-coasters'],
          variations: [
            { name: '11oz White Ceramic Mug', short: 'The classic 11oz mug printed all the way round.', colour: 'White' },
            { name: '11oz Two-Tone Mug', short: 'White mug with a coloured handle and inside.', colour: 'Royal Blue', factor: 1.15 },
            { name: '15oz Large Ceramic Mug', short: 'A big 15oz mug for serious tea drinkers.', colour: 'White', factor: 1.2 },
            { name: 'Magic Colour-Changing Mug', short: 'Black until the tea goes in, then your photo appears.', colour: 'Black', factor: 1.5 },
            { name: 'Enamel Camping Mug', short: 'Retro enamel mug with a steel rim, printed with your logo.', colour: 'White', factor: 1.3 },
          ],
        },
      ],
    },
    {
      name: 'Mouse Mats',
      slug: 'mouse-mats',
      intro: 'Printed mouse mats and desk mats with a non-slip rubber base.',
      products: [
        {
          name: 'Printed Mouse Mats',
          short: 'Full-colour mouse mats with a non-slip rubber back.',
          description: 'A smooth fabric top printed edge to edge on a 5 mm rubber base.',
          art: 'mouse-mat',
          price: [300, 450, 0.9],
          style: 3,
          attributes: [attr('Thickness', [['3 mm', 1], ['5 mm', 1.1]])],
          ranges: giftRanges,
          variations: [
            { name: 'Rectangular Mouse Mat 230 x 190 mm', short: 'Standard-size mat with your photo or logo.' },
            { name: 'Round Mouse Mat 200 mm', short: 'Round mat for a compact desk.', factor: 1.05 },
            { name: 'Gaming Desk Mat 800 x 300 mm', short: 'Extended desk mat for keyboard and mouse.', factor: 2.6 },
          ],
        },
      ],
    },
    {
      name: 'Keyrings',
      slug: 'keyrings',
      intro: 'Acrylic, metal and leather keyrings printed or engraved with your design.',
      products: [
        {
          name: 'Printed Keyrings',
          short: 'Keyrings in acrylic, metal or leather with your photo or logo.',
          description: 'Small, cheap and always in the pocket: the merch that gets used every day.',
          art: 'keyring',
          price: [300, 280, 0.88],
          style: 3,
          attributes: [attr('Print', [['One side', 1], ['Both sides', 1.3]])],
          ranges: giftRanges,
          variations: [
            { name: 'Acrylic Photo Keyring', short: 'Clear acrylic keyring with a full-colour insert.' },
            { name: 'Metal Photo Keyring', short: 'Chrome keyring with a printed aluminium face.', factor: 1.3 },
            { name: 'Leather Keyring with Debossed Logo', short: 'Genuine leather fob, debossed with your logo.', factor: 1.6 },
          ],
        },
      ],
    },
    {
      name: 'Coasters',
      slug: 'coasters',
      intro: 'Coasters and beer mats for bars, cafés, weddings and gifts.',
      products: [
        {
          name: 'Printed Coasters',
          short: 'Cork-backed, slate and board coasters printed full colour.',
          description: 'Gloss hardboard tops with cork backs, natural slate, or classic pulp-board beer mats for bars.',
          art: 'coaster',
          price: [400, 220, 0.88],
          style: 3,
          attributes: [attr('Shape', [['Square (95 mm)', 1], ['Round (95 mm)', 1]])],
          ranges: giftRanges,
          variations: [
            { name: 'Cork-Backed Square Coasters', short: 'Gloss hardboard coasters with a cork base, heat resistant.' },
            { name: 'Round Cork Coasters', short: 'Natural cork coasters with a full-colour print.', set: { Shape: 'Round (95 mm)' }, factor: 0.8 },
            { name: 'Slate Coasters', short: 'Natural slate coasters, printed with your logo.', factor: 1.6 },
            { name: 'Beer Mats 1.4mm Pulp Board', short: 'Absorbent beer mats for pubs, bars and events.', set: { Shape: 'Round (95 mm)' }, factor: 0.25 },
          ],
        },
      ],
    },
    {
      name: 'Canvas Prints',
      slug: 'canvas-prints',
      intro: 'Hand-stretched canvas prints on pine frames, ready to hang.',
      products: [
        {
          name: 'Photo Canvas Prints',
          short: 'Your photo on artist canvas, hand-stretched over a solid pine frame.',
          description: 'Printed with pigment inks on 380gsm poly-cotton canvas and stretched by hand in our workshop. Supplied with hanging fixings.',
          art: 'canvas',
          price: [800, 2600, 0.95],
          attributes: [attr('Frame depth', [['18 mm', 1], ['38 mm', 1.2]]), attr('Edges', [['Image wraps round', 1], ['White edges', 1], ['Black edges', 1]])],
          quantities: [1, 2, 3, 5, 10],
          variations: [
            { name: 'A3 Canvas Print 18mm Frame', short: 'A3 canvas on an 18 mm frame: a perfect gift.' },
            { name: 'A2 Canvas Print 38mm Frame', short: 'A2 canvas on a deep 38 mm gallery frame.', set: { 'Frame depth': '38 mm' }, factor: 1.6 },
            { name: 'A1 Canvas Print 38mm Frame', short: 'A1 statement canvas for living rooms and offices.', set: { 'Frame depth': '38 mm' }, factor: 2.4 },
            { name: 'Square Canvas 50 x 50 cm', short: 'Square canvas for Instagram favourites.', factor: 1.4 },
          ],
        },
      ],
    },
    {
      name: 'Water Bottles',
      slug: 'water-bottles',
      intro: 'Branded water bottles and flasks for teams, gyms and events.',
      products: [
        {
          name: 'Printed Water Bottles',
          short: 'Aluminium and stainless steel bottles printed with your logo.',
          description: 'Reusable bottles printed with UV inks or laser engraved, supplied in gift boxes on request.',
          art: 'bottle',
          price: [800, 900, 0.9],
          style: 3,
          colours: ['White', 'Black', 'Navy', 'Red', 'Royal Blue'],
          attributes: [giftBox],
          ranges: giftRanges,
          delivery: noSameDay,
          variations: [
            { name: 'Aluminium Sports Bottle 750ml', short: 'Light aluminium bottle with a carabiner lid.', colour: 'Royal Blue' },
            { name: 'Stainless Steel Vacuum Flask 500ml', short: 'Keeps drinks cold for 24 hours or hot for 12.', colour: 'Black', factor: 1.7 },
          ],
        },
      ],
    },
  ],
};

const largeFormat: CategorySeed = {
  name: 'Large Format Printing',
  slug: 'large-format-printing',
  intro: 'Floor graphics, wall murals, mesh banners and vehicle magnets printed up to 3.2 m wide.',
  inNavbar: false,
  subCategories: [
    {
      name: 'Floor Graphics',
      slug: 'floor-graphics',
      intro: 'Anti-slip floor stickers for wayfinding, queues and promotions.',
      products: [
        {
          name: 'Printed Floor Graphics',
          short: 'Printed floor stickers with an R10 anti-slip laminate.',
          description: 'Removable vinyl with an anti-slip laminate certified for shop floors. Lasts up to six months of foot traffic.',
          art: 'floor-graphic',
          price: [600, 900, 0.9],
          attributes: [attr('Size', [['300 mm', 1], ['450 mm', 1.9], ['600 mm', 3.1]])],
          quantities: signQuantities,
          variations: [
            { name: 'Anti-Slip Floor Stickers 300 mm Circle', short: 'Round 300 mm floor stickers for queues and directions.' },
            { name: 'Rectangular Floor Graphic 600 x 400 mm', short: 'Rectangular floor graphic for shop promotions and events.', factor: 2.3 },
            { name: 'Custom Shape Floor Graphic', short: 'Cut to the shape of your logo or footprints.', factor: 1.5 },
          ],
        },
      ],
    },
    {
      name: 'Wall Murals',
      slug: 'wall-murals',
      intro: 'Wallpaper and self-adhesive wall graphics for offices, shops and homes.',
      products: [
        {
          name: 'Custom Wall Murals',
          short: 'Printed wallpaper and self-adhesive vinyl murals, made to measure.',
          description: 'Printed in drops to your wall size on fire-rated wallpaper or removable vinyl, with an install guide.',
          art: 'mural',
          price: [2500, 9000, 0.96],
          attributes: [attr('Material', [['Non-woven wallpaper', 1], ['Self-adhesive removable vinyl', 1.2]])],
          quantities: [1, 2, 3, 5],
          delivery: standardOnly,
          variations: [
            { name: 'Custom Wallpaper Mural 3m x 2.4m', short: 'A full-wall photo mural printed on fire-rated wallpaper.' },
            { name: 'Self-Adhesive Wall Vinyl 2m x 1m', short: 'Peel-and-stick wall graphic, removable without damage.', set: { Material: 'Self-adhesive removable vinyl' }, factor: 0.45 },
            { name: 'Office Wall Graphic 4m x 2.5m', short: 'Brand wall for receptions and meeting rooms.', factor: 1.4 },
          ],
        },
      ],
    },
    {
      name: 'Mesh Banners',
      slug: 'mesh-banners',
      intro: 'Wind-permeable mesh banners for scaffolds and fences.',
      products: [
        {
          name: 'Printed Mesh Banners',
          short: 'Printed mesh banners that let the wind through, hemmed and eyeleted.',
          description: '270gsm PVC mesh that stays up in high winds on scaffolds, Heras fencing and stadiums.',
          art: 'pvc-banner',
          price: [1500, 3000, 0.94],
          attributes: [bannerFinish],
          quantities: signQuantities,
          delivery: noSameDay,
          variations: [
            { name: '3m x 1m Mesh Banner', short: 'Three metres of mesh for fences and railings.' },
            { name: 'Heras Fence Banner 3.4m x 1.7m', short: 'Sized to fit a standard Heras fence panel.', factor: 1.8 },
            { name: 'Scaffold Mesh Banner 6m x 2m', short: 'Big building-site banner that hides the scaffold.', factor: 3.6 },
          ],
        },
      ],
    },
    {
      name: 'Vehicle Magnets',
      slug: 'vehicle-magnets',
      intro: 'Removable magnetic signs that turn any car or van into an advert.',
      products: [
        {
          name: 'Printed Vehicle Magnets',
          short: 'Printed magnetic door signs, supplied in pairs.',
          description: 'Thick 0.85 mm magnetic sheet with a UV laminate. Take them off at the weekend.',
          art: 'car-magnet',
          price: [1000, 3200, 0.94],
          attributes: [attr('Corners', [['Rounded corners', 1], ['Square corners', 1]])],
          quantities: signQuantities,
          variations: [
            { name: 'Car Door Magnets 600 x 300 mm (pair)', short: 'A pair of door magnets for cars and small vans.' },
            { name: 'Van Magnets 900 x 450 mm (pair)', short: 'Larger magnets for van sides.', factor: 1.9 },
          ],
        },
      ],
    },
  ],
};

const stationery: CategorySeed = {
  name: 'Stationery Printing',
  slug: 'stationery-printing',
  intro: 'Letterheads, compliment slips, envelopes, pads, notebooks and calendars that match your brand.',
  inNavbar: false,
  subCategories: [
    {
      name: 'Letterheads',
      slug: 'letterheads',
      intro: 'A4 letterheads that go through your office printer without smudging.',
      products: [
        {
          name: 'Printed Letterheads',
          short: 'A4 letterheads on laser-safe uncoated paper, printed full colour.',
          description: 'Printed litho or digital on laser-safe paper, so you can print letters on them in the office.',
          art: 'letterhead',
          price: [2000, 45, 0.68],
          attributes: [stationeryPaper, printColours, sides],
          quantities: stationeryQuantities,
          accessories: ['printed-compliment-slips', 'printed-envelopes'],
          variations: [
            { name: 'A4 Letterheads 100gsm Uncoated', short: 'Everyday A4 letterheads on 100gsm laser-safe paper.' },
            { name: 'A4 Letterheads 120gsm Conqueror Laid', short: 'Premium Conqueror laid paper with a classic texture.', set: { Paper: '120gsm Conqueror Laid' } },
            { name: 'A4 Letterheads 90gsm Recycled', short: '100% recycled paper for greener correspondence.', set: { Paper: '90gsm Recycled' } },
          ],
        },
      ],
    },
    {
      name: 'Compliment Slips',
      slug: 'compliment-slips',
      intro: 'DL compliment slips to match your letterheads.',
      products: [
        {
          name: 'Printed Compliment Slips',
          short: 'DL compliment slips on uncoated paper to go with every parcel and invoice.',
          description: 'A third of an A4 sheet, printed to match your letterheads.',
          art: 'compliment-slip',
          price: [1600, 30, 0.66],
          attributes: [only(stationeryPaper, ['100gsm Uncoated', '120gsm Uncoated', '90gsm Recycled']), printColours, sides],
          quantities: stationeryQuantities,
          accessories: ['printed-letterheads', 'printed-envelopes'],
          variations: [
            { name: 'DL Compliment Slips 120gsm Uncoated', short: 'Crisp 120gsm slips for a personal note with every order.', set: { Paper: '120gsm Uncoated' } },
            { name: 'DL Compliment Slips 90gsm Recycled', short: 'Recycled slips for eco-conscious businesses.', set: { Paper: '90gsm Recycled' } },
          ],
        },
      ],
    },
    {
      name: 'Envelopes',
      slug: 'envelopes',
      intro: 'Printed envelopes with your logo and return address.',
      products: [
        {
          name: 'Printed Envelopes',
          short: 'DL, C5 and C4 envelopes overprinted with your logo.',
          description: 'Self-seal envelopes overprinted in full colour or black, with or without a window.',
          art: 'envelope',
          price: [2500, 40, 0.7],
          attributes: [attr('Window', [['No window', 1], ['Window', 1.03]]), printColours],
          quantities: stationeryQuantities,
          delivery: noSameDay,
          variations: [
            { name: 'DL Printed Envelopes with Window', short: 'DL window envelopes for invoices and letters.', set: { Window: 'Window' } },
            { name: 'C5 Printed Envelopes', short: 'C5 envelopes for A5 cards and folded A4.', factor: 1.3 },
            { name: 'C4 Board-Backed Envelopes', short: 'Board-backed C4 envelopes that keep certificates flat.', factor: 2.2 },
          ],
        },
      ],
    },
    {
      name: 'NCR Pads',
      slug: 'ncr-pads',
      intro: 'Carbonless duplicate and triplicate pads for receipts, job sheets and delivery notes.',
      products: [
        {
          name: 'Printed NCR Pads',
          short: 'Duplicate and triplicate carbonless pads of 50 sets, numbered on request.',
          description: 'Glued at the head with a board back and a writing shield. Sequential numbering in red.',
          art: 'ncr-pad',
          price: [2200, 650, 0.82],
          attributes: [attr('Size', [['A6', 0.7], ['A5', 1], ['A4', 1.6]], 'A5'), ncrParts, numbering],
          quantities: padQuantities,
          variations: [
            { name: 'A5 NCR Pads Duplicate 50 Sets', short: 'A5 duplicate pads for receipts and order forms.' },
            { name: 'A4 NCR Pads Triplicate 50 Sets', short: 'A4 triplicate pads for job sheets and delivery notes.', set: { Size: 'A4', Parts: 'Triplicate (white, yellow, pink)' } },
            { name: 'A6 NCR Receipt Books Duplicate', short: 'Pocket A6 receipt books, numbered.', set: { Size: 'A6', Numbering: 'Sequentially numbered' } },
          ],
        },
      ],
    },
    {
      name: 'Notebooks',
      slug: 'notebooks',
      intro: 'Branded notebooks with lined, dotted or plain pages.',
      products: [
        {
          name: 'Printed Notebooks',
          short: 'A5 and A6 notebooks with your cover design, lined or dotted inside.',
          description: 'Full-colour laminated covers with 50 or 100 sheets of 100gsm paper. Wiro, perfect bound or stapled.',
          art: 'notebook',
          price: [3000, 500, 0.8],
          attributes: [binding, attr('Pages inside', [['Lined', 1], ['Dotted', 1], ['Plain', 1]])],
          quantities: [10, 25, 50, 100, 250, 500],
          variations: [
            { name: 'A5 Wiro-Bound Notebook', short: 'Lies flat for note-taking in meetings.' },
            { name: 'A5 Perfect-Bound Notebook Soft-Touch Cover', short: 'Soft-touch cover with a square spine: great as client gifts.', set: { Binding: 'Perfect bound' }, factor: 1.2 },
            { name: 'A6 Pocket Notebook', short: 'Stapled A6 notebook that fits a pocket.', set: { Binding: 'Stapled' }, factor: 0.6 },
          ],
        },
      ],
    },
    {
      name: 'Notepads',
      slug: 'notepads',
      intro: 'Tear-off notepads and desk pads with your branding on every sheet.',
      products: [
        {
          name: 'Printed Notepads',
          short: 'Glued tear-off pads of 50 sheets with a board back.',
          description: 'Every sheet printed with your logo: the desk staple that keeps your name in sight.',
          art: 'ncr-pad',
          price: [2000, 300, 0.8],
          attributes: [attr('Size', [['A6', 0.7], ['A5', 1], ['A4', 1.6]], 'A5'), printColours],
          quantities: padQuantities,
          variations: [
            { name: 'A5 Notepads 50 Sheets', short: 'A5 tear-off pads for meeting rooms and hotels.' },
            { name: 'A4 Desk Pads 50 Sheets', short: 'A4 desk pads with a weekly planner layout.', set: { Size: 'A4' } },
            { name: 'DL Magnetic Shopping List Pads', short: 'Fridge-magnet pads that estate agents and takeaways swear by.', factor: 1.3 },
          ],
        },
      ],
    },
    {
      name: 'Calendars',
      slug: 'calendars',
      intro: 'Wall, desk and year-planner calendars with your photos and dates.',
      products: [
        {
          name: 'Printed Calendars',
          short: 'Wall and desk calendars printed with your photos and key dates.',
          description: 'Twelve months plus a cover, printed on 170gsm silk and wiro-bound with a hanger.',
          art: 'calendar',
          price: [2500, 800, 0.82],
          attributes: [attr('Start month', [['January', 1], ['Any month', 1]]), only(leafletPaper, ['170gsm Silk', '250gsm Silk'])],
          quantities: [5, 10, 25, 50, 100, 250],
          variations: [
            { name: 'A4 Wall Calendar Wiro-Bound', short: 'Classic A4 wall calendar with a hanger.' },
            { name: 'A5 Desk Calendar with Easel', short: 'Desk calendar on a sturdy easel: a favourite client gift.', factor: 1.1 },
            { name: 'A3 Year Planner', short: 'A whole year on one A3 sheet, laminated for wipe-clean notes.', factor: 0.6 },
            { name: 'DL Slim Wall Calendar', short: 'Slim DL calendar for kitchens and small spaces.', factor: 0.85 },
          ],
        },
      ],
    },
  ],
};

export const catalogueSeed: CategorySeed[] = [digitalLitho, apparel, signage, bags, gifts, largeFormat, stationery];

/** Everything ships from our London workshop; same day covers selected London postcodes. */
export const deliverySeed: { kind: DeliveryKind; title: string; description: string; pricePence: number; minDays: number; maxDays: number }[] = [
  {
    kind: 'same-day',
    title: 'Same Day (order by 16:00)',
    description: 'Printed in 2-4 hours after artwork approval. Delivered today to selected London postcodes, or collect from our workshop.',
    pricePence: 1995,
    minDays: 0,
    maxDays: 0,
  },
  {
    kind: 'next-day',
    title: 'Next Day',
    description: 'Printed today and delivered by tracked courier the next day (Monday to Saturday).',
    pricePence: 895,
    minDays: 1,
    maxDays: 1,
  },
  {
    kind: 'standard',
    title: 'Standard 3-5 working days',
    description: 'Free tracked delivery in mainland UK, except the Scottish Highlands and islands (£9.95 surcharge).',
    pricePence: 0,
    minDays: 3,
    maxDays: 5,
  },
];
