// One drawing per kind of product, on a 1200 x 900 canvas, in the client's colours. The page
// (images.ts) supplies the background, the filters `#soft` (drop shadow) and `#blur`, the gradient
// `#metal`, and the caption.
import type { ArtKind, Palette } from './catalogue-model';
import { fitSize, lines, lockup, mark, phoneFor, readableOn, shade, shadowEllipse, stackedLogo, tagline, text } from './images-kit';

type Art = (p: Palette) => string;

const WHITE = '#ffffff';
const PAPER_EDGE = '#dfe3ea';

/** An illustrated landscape (sky, sun, hills) standing in for a customer's photo. */
function scene(x: number, y: number, w: number, h: number, p: Palette, id: string): string {
  return (
    `<defs><clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>` +
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(p.secondary, 0.35)}"/><stop offset="1" stop-color="${shade(p.secondary, 0.75)}"/></linearGradient></defs>` +
    `<g clip-path="url(#${id})">` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}-sky)"/>` +
    `<circle cx="${x + w * 0.72}" cy="${y + h * 0.34}" r="${h * 0.14}" fill="${p.accent}" opacity="0.9"/>` +
    `<path d="M${x} ${y + h * 0.72} Q${x + w * 0.25} ${y + h * 0.45} ${x + w * 0.52} ${y + h * 0.7} T${x + w} ${y + h * 0.6} V${y + h} H${x} Z" fill="${shade(p.primary, 0.35)}"/>` +
    `<path d="M${x} ${y + h * 0.85} Q${x + w * 0.4} ${y + h * 0.62} ${x + w} ${y + h * 0.82} V${y + h} H${x} Z" fill="${p.primary}"/>` +
    `</g>`
  );
}

/** A sheet of paper with a soft shadow. */
function sheet(x: number, y: number, w: number, h: number, o: { fill?: string; rx?: number; rotate?: number } = {}): string {
  const transform = o.rotate ? ` transform="rotate(${o.rotate} ${x + w / 2} ${y + h / 2})"` : '';
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${o.rx ?? 4}" fill="${o.fill ?? WHITE}" stroke="${PAPER_EDGE}" stroke-width="1.5" filter="url(#soft)"${transform}/>`;
}

// ---------------------------------------------------------------- print

const businessCard: Art = (p) => {
  const back = `<g transform="rotate(-9 560 380)">${sheet(250, 190, 595, 385, { fill: p.primary, rx: 10 })}${mark(547, 360, 78, p, { fill: p.accent })}${text(547, 495, p.brand.toUpperCase(), { size: 30, fill: WHITE, anchor: 'middle', letterSpacing: 4 })}</g>`;
  const front =
    `<g transform="rotate(4 660 520)">${sheet(360, 330, 595, 385, { rx: 10 })}` +
    `<rect x="360" y="330" width="18" height="385" rx="4" fill="${p.accent}"/>` +
    lockup(410, 400, 64, p, p.primary) +
    text(412, 560, 'Alex Morgan', { size: 34, fill: '#161a22', weight: 800 }) +
    text(412, 596, 'Director', { size: 22, fill: '#5a6272', weight: 500 }) +
    text(412, 650, phoneFor(p), { size: 20, fill: '#3f4654', weight: 600 }) +
    text(412, 680, `hello@${p.brand.toLowerCase().replace(/[^a-z]/g, '')}.co.uk`, { size: 20, fill: '#3f4654', weight: 500 }) +
    `</g>`;
  return shadowEllipse(600, 770, 380, 26) + back + front;
};

function flyerFace(x: number, y: number, w: number, h: number, p: Palette, id: string): string {
  const [l1, l2] = tagline(p);
  const size = fitSize(l1.length > l2.length ? l1 : l2, w - 60, 52);
  return (
    sheet(x, y, w, h) +
    scene(x, y, w, h * 0.5, p, id) +
    mark(x + 56, y + 56, 30, p, { fill: WHITE, textFill: p.primary }) +
    text(x + 30, y + h * 0.5 + 70, l1, { size, fill: p.primary, weight: 800 }) +
    text(x + 30, y + h * 0.5 + 70 + size * 1.1, l2, { size, fill: p.primary, weight: 800 }) +
    lines(x + 30, y + h * 0.5 + 110 + size * 1.1, w - 60, 3, { gap: 20 }) +
    `<rect x="${x + 30}" y="${y + h - 80}" width="${w * 0.55}" height="48" rx="24" fill="${p.accent}"/>` +
    text(x + 30 + (w * 0.55) / 2, y + h - 48, phoneFor(p), { size: 19, fill: readableOn(p.accent, [WHITE, '#161a22']), anchor: 'middle', weight: 700 })
  );
}

const flyer: Art = (p) =>
  shadowEllipse(600, 790, 330, 24) +
  `<g transform="rotate(-7 520 430)">${flyerFace(330, 150, 380, 537, { ...p, accent: p.secondary }, 'fl-b')}</g>` +
  `<g transform="rotate(5 700 450)">${flyerFace(500, 170, 380, 537, p, 'fl-f')}</g>`;

const poster: Art = (p) => {
  const [l1, l2] = tagline(p);
  const bg = p.primary;
  const size = fitSize(l1.length > l2.length ? l1 : l2, 360, 64);
  const tape = (x: number, y: number, r: number) =>
    `<rect x="${x}" y="${y}" width="110" height="34" fill="#f4efe1" opacity="0.85" transform="rotate(${r} ${x + 55} ${y + 17})"/>`;
  return (
    shadowEllipse(600, 800, 260, 16, 0.1) +
    sheet(380, 120, 440, 622, { fill: bg, rx: 2 }) +
    `<defs><clipPath id="po"><rect x="380" y="120" width="440" height="622"/></clipPath></defs>` +
    `<g clip-path="url(#po)"><circle cx="760" cy="230" r="220" fill="${p.secondary}" opacity="0.9"/><circle cx="420" cy="590" r="130" fill="${p.accent}" opacity="0.85"/></g>` +
    text(410, 450, l1, { size, fill: WHITE, weight: 900 }) +
    text(410, 450 + size * 1.1, l2, { size, fill: WHITE, weight: 900 }) +
    lockup(410, 685, 46, p, WHITE, p.accent) +
    tape(345, 105, -12) +
    tape(745, 105, 10)
  );
};

function tabloidCover(x: number, y: number, w: number, h: number, p: Palette, title: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${WHITE}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.58}" rx="3" fill="${p.primary}"/>` +
    `<circle cx="${x + w * 0.78}" cy="${y + h * 0.2}" r="${w * 0.2}" fill="${p.accent}" opacity="0.9"/>` +
    `<path d="M${x} ${y + h * 0.58} L${x + w} ${y + h * 0.42} V${y + h * 0.58} Z" fill="${p.secondary}"/>` +
    text(x + 28, y + h * 0.34, title, { size: fitSize(title, w - 56, 44), fill: WHITE, weight: 800 }) +
    lines(x + 28, y + h * 0.66, w - 56, 4, { gap: 22 }) +
    lockup(x + 28, y + h - 42, 36, p, p.primary)
  );
}

const brochure: Art = (p) => {
  const panel = (x: number, y: number, skew: number, body: string, fill: string, id: string) =>
    `<g transform="translate(${x} ${y}) skewY(${skew})"><defs><clipPath id="${id}"><rect width="200" height="530"/></clipPath></defs>` +
    `<rect width="200" height="530" fill="${fill}" stroke="${PAPER_EDGE}"/><g clip-path="url(#${id})">${body}</g></g>`;
  const inner =
    `<rect x="20" y="24" width="160" height="120" rx="4" fill="${p.secondary}"/>` +
    `<circle cx="130" cy="70" r="26" fill="${p.accent}"/>` +
    lines(20, 176, 160, 6, { gap: 22, height: 6 }) +
    lines(20, 330, 160, 5, { gap: 22, height: 6 });
  const middle =
    text(20, 60, 'Our', { size: 34, fill: p.primary, weight: 800 }) +
    text(20, 98, 'Services', { size: 34, fill: p.primary, weight: 800 }) +
    lines(20, 130, 160, 7, { gap: 22, height: 6 }) +
    `<rect x="20" y="300" width="160" height="150" rx="4" fill="${shade(p.primary, 0.2)}"/>`;
  const cover =
    `<rect width="200" height="530" fill="${p.primary}"/>` +
    `<circle cx="150" cy="70" r="70" fill="${p.secondary}" opacity="0.8"/>` +
    mark(100, 260, 48, p, { fill: p.accent }) +
    text(100, 350, p.brand, { size: fitSize(p.brand, 170, 24), fill: WHITE, anchor: 'middle', weight: 800 });
  return (
    shadowEllipse(600, 780, 360, 26) +
    `<g filter="url(#soft)">` +
    panel(300, 215, -8.5, inner, '#f4f5f8', 'br1') +
    panel(500, 185, 8.5, middle, WHITE, 'br2') +
    panel(700, 215, -8.5, cover, p.primary, 'br3') +
    `</g>` +
    `<path d="M500 185 V715" stroke="#000" stroke-opacity="0.08" stroke-width="3"/><path d="M700 215 V745" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`
  );
};

const booklet: Art = (p) =>
  shadowEllipse(610, 790, 300, 22) +
  sheet(458, 168, 360, 590, { fill: '#f2f3f6' }) +
  sheet(444, 159, 360, 590, { fill: '#f8f9fb' }) +
  `<g filter="url(#soft)">${tabloidCover(430, 150, 360, 590, p, 'Event Programme')}</g>` +
  `<rect x="430" y="150" width="10" height="590" fill="#000" opacity="0.08"/>` +
  `<rect x="432" y="300" width="6" height="34" rx="2" fill="url(#metal)"/><rect x="432" y="556" width="6" height="34" rx="2" fill="url(#metal)"/>`;

const letterhead: Art = (p) => {
  const page = (x: number, y: number, rotate: number) =>
    `<g transform="rotate(${rotate} ${x + 200} ${y + 283})">${sheet(x, y, 400, 566, { rx: 2 })}` +
    lockup(x + 34, y + 60, 48, p, p.primary) +
    lines(x + 270, y + 44, 96, 4, { gap: 14, height: 5, ragged: false }) +
    lines(x + 34, y + 140, 150, 3, { gap: 16, height: 6 }) +
    lines(x + 34, y + 220, 332, 12, { gap: 20, height: 6 }) +
    lines(x + 34, y + 480, 120, 1, { height: 6 }) +
    `<rect x="${x}" y="${y + 540}" width="400" height="26" fill="${p.primary}"/><rect x="${x}" y="${y + 534}" width="400" height="6" fill="${p.accent}"/></g>`;
  return shadowEllipse(600, 780, 330, 24) + page(330, 150, -6) + page(470, 170, 4);
};

const complimentSlip: Art = (p) => {
  const slip = (x: number, y: number, rotate: number) =>
    `<g transform="rotate(${rotate} ${x + 330} ${y + 155})">${sheet(x, y, 660, 311, { rx: 2 })}` +
    lockup(x + 40, y + 66, 56, p, p.primary) +
    text(x + 40, y + 178, 'With Compliments', { size: 48, fill: p.primary, weight: 600, italic: true }) +
    lines(x + 40, y + 214, 260, 2, { gap: 18, height: 6 }) +
    lines(x + 470, y + 40, 150, 4, { gap: 16, height: 5, ragged: false }) +
    `<rect x="${x}" y="${y + 287}" width="660" height="24" fill="${p.primary}"/><rect x="${x}" y="${y + 281}" width="660" height="6" fill="${p.accent}"/></g>`;
  return shadowEllipse(600, 720, 380, 24) + slip(250, 250, -5) + slip(300, 360, 3);
};

const postcard: Art = (p) => {
  const back =
    `<g transform="rotate(-8 560 380)">${sheet(240, 200, 600, 424, { rx: 6 })}` +
    `<rect x="720" y="230" width="90" height="110" rx="4" fill="none" stroke="${p.secondary}" stroke-width="3" stroke-dasharray="8 6"/>` +
    `<path d="M540 250 V590" stroke="${PAPER_EDGE}" stroke-width="3"/>` +
    lines(570, 420, 230, 4, { gap: 40, height: 3, ragged: false, fill: '#9aa3b2' }) +
    lines(270, 260, 230, 7, { gap: 26, height: 6 }) +
    `</g>`;
  const front =
    `<g transform="rotate(5 680 500)">${sheet(380, 290, 600, 424, { rx: 6 })}` +
    scene(392, 302, 576, 400, p, 'pc') +
    text(420, 380, 'Greetings', { size: 54, fill: WHITE, weight: 900 }) +
    text(420, 430, `from ${p.brand}`, { size: 28, fill: WHITE, weight: 700 }) +
    `</g>`;
  return shadowEllipse(600, 800, 380, 24) + back + front;
};

const sticker: Art = (p) => {
  const outline = (shape: string) => shape.replace('/>', ` stroke="${WHITE}" stroke-width="14" filter="url(#soft)"/>`);
  return (
    shadowEllipse(600, 790, 360, 24) +
    outline(`<circle cx="480" cy="420" r="190" fill="${p.primary}"/>`) +
    `<circle cx="480" cy="420" r="150" fill="none" stroke="${p.accent}" stroke-width="6" stroke-dasharray="2 14" stroke-linecap="round"/>` +
    mark(480, 390, 80, p, { fill: p.accent }) +
    text(480, 530, p.brand.toUpperCase(), { size: fitSize(p.brand, 250, 26), fill: WHITE, anchor: 'middle', letterSpacing: 2 }) +
    outline(`<circle cx="790" cy="330" r="120" fill="${p.accent}"/>`) +
    text(790, 318, 'HELLO', { size: 40, fill: readableOn(p.accent, [WHITE, p.primary]), anchor: 'middle', weight: 900 }) +
    text(790, 360, 'from London', { size: 20, fill: readableOn(p.accent, [WHITE, p.primary]), anchor: 'middle', weight: 600 }) +
    `<g transform="rotate(12 780 610)">${outline(`<rect x="660" y="490" width="240" height="240" rx="36" fill="${p.secondary}"/>`)}` +
    mark(780, 590, 60, p) +
    text(780, 700, 'Handmade', { size: 26, fill: readableOn(p.secondary, [p.primary, WHITE]), anchor: 'middle', weight: 800 }) +
    `</g>`
  );
};

function stackedSheets(x: number, y: number, w: number, h: number, colours: string[]): string {
  return colours
    .map((c, i) => sheet(x + (colours.length - 1 - i) * 10, y + (colours.length - 1 - i) * 10, w, h, { fill: c, rx: 2 }))
    .join('');
}

const ncrPad: Art = (p) => {
  const x = 380;
  const y = 130;
  const rows = Array.from({ length: 7 }, (_, i) => `<rect x="${x + 30}" y="${y + 250 + i * 40}" width="380" height="40" fill="none" stroke="#c3c9d4"/>`).join('');
  return (
    shadowEllipse(620, 790, 300, 22) +
    stackedSheets(x, y, 440, 620, ['#f6c1d3', '#fbe9a2', WHITE]) +
    `<rect x="${x}" y="${y}" width="440" height="26" fill="${shade(p.primary, -0.2)}"/>` +
    lockup(x + 30, y + 76, 44, p, p.primary) +
    text(x + 410, y + 150, 'INVOICE', { size: 26, fill: p.primary, anchor: 'end', weight: 800, letterSpacing: 3 }) +
    text(x + 410, y + 182, 'No. 004217', { size: 20, fill: '#c0262d', anchor: 'end', weight: 700 }) +
    lines(x + 30, y + 134, 170, 3, { gap: 18, height: 6 }) +
    `<rect x="${x + 30}" y="${y + 222}" width="380" height="28" fill="${p.primary}"/>` +
    rows +
    `<path d="M${x + 290} ${y + 222} V${y + 530}" stroke="#c3c9d4"/>`
  );
};

const folder: Art = (p) =>
  shadowEllipse(610, 800, 320, 24) +
  sheet(470, 110, 340, 480, { rotate: 4 }) +
  `<g transform="rotate(4 640 300)">${lines(500, 160, 280, 8, { gap: 22, height: 6 })}</g>` +
  `<g filter="url(#soft)"><rect x="400" y="210" width="400" height="560" rx="6" fill="${p.primary}"/></g>` +
  `<defs><clipPath id="fo"><rect x="400" y="210" width="400" height="560" rx="6"/></clipPath></defs>` +
  `<circle cx="740" cy="280" r="150" fill="${p.secondary}" opacity="0.35" clip-path="url(#fo)"/>` +
  `<rect x="400" y="210" width="400" height="560" rx="6" fill="none" stroke="#000" stroke-opacity="0.06"/>` +
  mark(600, 440, 80, p, { fill: p.accent }) +
  text(600, 580, p.brand, { size: fitSize(p.brand, 330, 34), fill: WHITE, anchor: 'middle', weight: 800 }) +
  text(600, 620, 'Proposal', { size: 22, fill: WHITE, anchor: 'middle', weight: 500, opacity: 0.8 }) +
  `<rect x="400" y="700" width="400" height="70" fill="${p.accent}" opacity="0.9"/>`;

const envelope: Art = (p) => {
  const back = `<g transform="rotate(-6 560 420)">${sheet(230, 240, 680, 320, { fill: '#f7f7f9', rx: 4 })}<path d="M230 240 L570 430 L910 240" fill="#eef0f4" stroke="${PAPER_EDGE}" stroke-width="2"/></g>`;
  const front =
    `<g transform="rotate(3 640 500)">${sheet(300, 340, 680, 320, { rx: 4 })}` +
    lockup(334, 392, 50, p, p.primary) +
    lines(336, 440, 150, 2, { gap: 16, height: 5 }) +
    `<rect x="380" y="500" width="320" height="110" rx="8" fill="#eaf4fb" stroke="#b6cfe3" stroke-width="2"/>` +
    lines(404, 528, 220, 3, { gap: 22, height: 7, fill: '#7a8394' }) +
    `<rect x="860" y="370" width="84" height="64" rx="3" fill="${p.accent}" opacity="0.25"/>` +
    text(902, 410, '2nd', { size: 18, fill: p.primary, anchor: 'middle', weight: 700 }) +
    `</g>`;
  return shadowEllipse(600, 760, 400, 26) + back + front;
};

const notebook: Art = (p) => {
  const rings = Array.from({ length: 17 }, (_, i) => `<rect x="402" y="${172 + i * 33}" width="40" height="12" rx="6" fill="url(#metal)" stroke="#7a8394" stroke-width="1"/>`).join('');
  return (
    shadowEllipse(620, 790, 300, 22) +
    sheet(432, 160, 370, 590, { fill: '#f4f5f8', rx: 12 }) +
    `<g filter="url(#soft)"><rect x="420" y="150" width="370" height="590" rx="14" fill="${p.primary}"/></g>` +
    `<defs><clipPath id="nb"><rect x="420" y="150" width="370" height="590" rx="14"/></clipPath></defs>` +
    `<g clip-path="url(#nb)"><circle cx="760" cy="660" r="210" fill="${p.secondary}" opacity="0.5"/><circle cx="480" cy="200" r="90" fill="${p.accent}" opacity="0.6"/></g>` +
    mark(605, 400, 70, p, { fill: WHITE, textFill: p.primary }) +
    text(605, 530, p.brand, { size: fitSize(p.brand, 300, 32), fill: WHITE, anchor: 'middle', weight: 800 }) +
    text(605, 570, 'NOTES', { size: 20, fill: WHITE, anchor: 'middle', weight: 600, letterSpacing: 6, opacity: 0.85 }) +
    `<rect x="740" y="150" width="12" height="590" fill="${p.accent}"/>` +
    rings
  );
};

const calendar: Art = (p) => {
  const cells = Array.from({ length: 35 }, (_, i) => {
    const col = i % 7;
    const row = Math.floor(i / 7);
    const day = i - 2;
    const x = 410 + col * 54;
    const y = 520 + row * 44;
    const label = day >= 1 && day <= 30 ? text(x + 40, y + 28, String(day), { size: 16, fill: col >= 5 ? p.accent : '#3f4654', anchor: 'end', weight: 600 }) : '';
    return `<rect x="${x}" y="${y}" width="50" height="40" rx="3" fill="${day === 14 ? shade(p.accent, 0.75) : '#f4f5f8'}"/>${label}`;
  }).join('');
  const rings = Array.from({ length: 12 }, (_, i) => `<rect x="${418 + i * 32}" y="136" width="10" height="36" rx="5" fill="url(#metal)" stroke="#7a8394"/>`).join('');
  return (
    shadowEllipse(600, 800, 280, 20) +
    `<path d="M520 150 L600 90 L680 150" fill="none" stroke="#7a8394" stroke-width="5"/>` +
    sheet(390, 150, 420, 620, { rx: 4 }) +
    scene(390, 150, 420, 300, p, 'ca') +
    text(410, 490, 'JUNE', { size: 30, fill: p.primary, weight: 800, letterSpacing: 4 }) +
    text(790, 490, p.brand, { size: 18, fill: '#5a6272', anchor: 'end', weight: 600 }) +
    cells +
    rings
  );
};

const greetingCard: Art = (p) =>
  shadowEllipse(610, 780, 260, 22) +
  `<path d="M770 190 L840 215 L840 720 L770 740 Z" fill="#eef0f4" stroke="${PAPER_EDGE}"/>` +
  `<g filter="url(#soft)"><rect x="420" y="170" width="350" height="570" rx="4" fill="${WHITE}"/></g>` +
  `<circle cx="595" cy="360" r="120" fill="${shade(p.secondary, 0.45)}"/>` +
  [0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${480 + i * 46}" cy="${560 + (i % 2) * 22}" r="${8 + (i % 3) * 4}" fill="${i % 2 ? p.accent : p.secondary}"/>`).join('') +
  mark(595, 360, 60, p) +
  text(595, 660, 'Thank you', { size: 50, fill: p.primary, anchor: 'middle', weight: 700, italic: true });

const cardHolder: Art = (p) =>
  shadowEllipse(600, 740, 300, 20) +
  `<g transform="rotate(-6 600 470)">` +
  sheet(390, 250, 420, 270, { rx: 10 }) +
  lockup(420, 300, 40, p, p.primary) +
  `<rect x="370" y="330" width="460" height="300" rx="22" fill="url(#metal)" stroke="#7a8394" stroke-width="3" filter="url(#soft)"/>` +
  `<rect x="370" y="330" width="460" height="300" rx="22" fill="${shade(p.primary, 0.85)}" opacity="0.25"/>` +
  `<path d="M392 360 L808 360" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4"/>` +
  mark(600, 470, 62, p, { fill: 'none', textFill: '#5a6272' }) +
  text(600, 585, p.brand.toUpperCase(), { size: fitSize(p.brand, 360, 24), fill: '#5a6272', anchor: 'middle', letterSpacing: 4 }) +
  `</g>`;

// ---------------------------------------------------------------- apparel

const garmentStroke = (p: Palette) => shade(p.base, p.ink === WHITE ? 0.18 : -0.16);

const TSHIRT = 'M520 170 L400 205 L285 330 L355 392 L425 345 L425 760 Q600 772 775 760 L775 345 L845 392 L915 330 L800 205 L680 170 Q600 240 520 170 Z';

function folds(p: Palette): string {
  const tone = p.ink === WHITE ? WHITE : '#000000';
  return (
    `<path d="M470 420 Q520 600 470 750" fill="none" stroke="${tone}" stroke-opacity="0.06" stroke-width="18"/>` +
    `<path d="M735 430 Q690 620 735 750" fill="none" stroke="${tone}" stroke-opacity="0.06" stroke-width="18"/>`
  );
}

const tShirt: Art = (p) =>
  shadowEllipse(600, 790, 260, 20) +
  `<path d="${TSHIRT}" fill="${p.base}" stroke="${garmentStroke(p)}" stroke-width="3" filter="url(#soft)"/>` +
  folds(p) +
  `<path d="M520 170 Q600 240 680 170" fill="none" stroke="${garmentStroke(p)}" stroke-width="14"/>` +
  stackedLogo(600, 430, 190, p, p.base);

const hoodie: Art = (p) => {
  const dark = garmentStroke(p);
  return (
    shadowEllipse(600, 800, 300, 22) +
    `<g filter="url(#soft)">` +
    `<path d="M505 200 Q470 80 600 66 Q730 80 695 200 Z" fill="${p.base}" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M505 192 L395 218 L300 420 L262 650 L334 664 L382 470 L422 385 L422 772 Q600 786 778 772 L778 385 L818 470 L866 664 L938 650 L900 420 L805 218 L695 192 Q600 240 505 192 Z" fill="${p.base}" stroke="${dark}" stroke-width="3"/>` +
    `</g>` +
    `<path d="M530 196 Q600 110 670 196 Q600 236 530 196 Z" fill="${shade(p.base, p.ink === WHITE ? 0.08 : -0.12)}"/>` +
    `<path d="M572 220 L566 330 M628 220 L634 330" stroke="${shade(p.base, p.ink === WHITE ? 0.6 : -0.35)}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M470 600 L730 600 L760 720 L440 720 Z" fill="none" stroke="${dark}" stroke-width="4"/>` +
    `<rect x="422" y="740" width="356" height="32" fill="${dark}" opacity="0.35"/>` +
    folds(p) +
    stackedLogo(600, 450, 170, p, p.base, 300)
  );
};

const polo: Art = (p) => {
  const dark = garmentStroke(p);
  return (
    shadowEllipse(600, 790, 260, 20) +
    `<path d="${TSHIRT}" fill="${p.base}" stroke="${dark}" stroke-width="3" filter="url(#soft)"/>` +
    folds(p) +
    `<path d="M520 170 L600 232 L575 262 L505 200 Z M680 170 L600 232 L625 262 L695 200 Z" fill="${shade(p.base, p.ink === WHITE ? 0.06 : -0.05)}" stroke="${dark}" stroke-width="3"/>` +
    `<rect x="588" y="232" width="24" height="96" fill="none" stroke="${dark}" stroke-width="3"/>` +
    `<circle cx="600" cy="262" r="6" fill="${dark}"/><circle cx="600" cy="300" r="6" fill="${dark}"/>` +
    stackedLogo(700, 330, 84, p, p.base, 140)
  );
};

const cap: Art = (p) => {
  const dark = garmentStroke(p);
  return (
    shadowEllipse(600, 700, 300, 22) +
    `<g filter="url(#soft)"><path d="M360 540 Q600 470 840 540 Q880 640 600 660 Q320 640 360 540 Z" fill="${shade(p.base, p.ink === WHITE ? 0.1 : -0.08)}" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M380 540 Q370 300 600 270 Q830 300 820 540 Q600 490 380 540 Z" fill="${p.base}" stroke="${dark}" stroke-width="3"/></g>` +
    `<path d="M600 272 Q560 400 560 512 M600 272 Q640 400 640 512 M600 272 Q460 330 440 528 M600 272 Q740 330 760 528" fill="none" stroke="${dark}" stroke-width="2" opacity="0.6"/>` +
    `<circle cx="600" cy="274" r="13" fill="${dark}"/>` +
    stackedLogo(600, 410, 120, p, p.base, 300)
  );
};

const hiVis: Art = (p) => {
  const vest = 'M470 170 L420 185 Q432 300 396 360 L396 770 Q600 786 804 770 L804 360 Q768 300 780 185 L730 170 Q700 330 600 345 Q500 330 470 170 Z';
  const tape = (y: number) => `<rect x="380" y="${y}" width="440" height="36" fill="#c9ced6"/><rect x="380" y="${y + 8}" width="440" height="6" fill="#ffffff" opacity="0.7"/>`;
  return (
    shadowEllipse(600, 800, 260, 20) +
    `<path d="${vest}" fill="${p.base}" stroke="${garmentStroke(p)}" stroke-width="3" filter="url(#soft)"/>` +
    `<defs><clipPath id="hv"><path d="${vest}"/></clipPath></defs>` +
    `<g clip-path="url(#hv)">${tape(560)}${tape(650)}</g>` +
    `<path d="M600 345 V770" stroke="${garmentStroke(p)}" stroke-width="4" stroke-dasharray="10 8"/>` +
    stackedLogo(690, 440, 80, p, p.base, 130)
  );
};

const tote: Art = (p) => {
  const dark = garmentStroke(p);
  return (
    shadowEllipse(600, 800, 260, 20) +
    `<path d="M460 338 C460 130 560 130 560 338 M640 338 C640 130 740 130 740 338" fill="none" stroke="${shade(p.base, p.ink === WHITE ? 0.1 : -0.1)}" stroke-width="26" stroke-linecap="round"/>` +
    `<rect x="390" y="330" width="420" height="450" rx="6" fill="${p.base}" stroke="${dark}" stroke-width="3" filter="url(#soft)"/>` +
    `<rect x="390" y="330" width="420" height="24" fill="${dark}" opacity="0.3"/>` +
    stackedLogo(600, 560, 180, p, p.base, 360)
  );
};

const apron: Art = (p) => {
  const dark = garmentStroke(p);
  const strap = shade(p.base, p.ink === WHITE ? 0.12 : -0.12);
  return (
    shadowEllipse(600, 800, 240, 18) +
    `<path d="M505 210 C505 80 695 80 695 210" fill="none" stroke="${strap}" stroke-width="16"/>` +
    `<path d="M412 440 Q360 500 330 560 M788 440 Q840 500 870 560" fill="none" stroke="${strap}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M500 200 L700 200 L700 380 Q770 400 790 430 L790 780 Q600 796 410 780 L410 430 Q430 400 500 380 Z" fill="${p.base}" stroke="${dark}" stroke-width="3" filter="url(#soft)"/>` +
    `<path d="M470 610 H730 V720 H470 Z M600 610 V720" fill="none" stroke="${dark}" stroke-width="4"/>` +
    stackedLogo(600, 320, 120, p, p.base, 180)
  );
};

// ---------------------------------------------------------------- signage and large format

const rollerBanner: Art = (p) => {
  const [l1, l2] = tagline(p);
  const size = fitSize(l1.length > l2.length ? l1 : l2, 230, 40);
  return (
    shadowEllipse(600, 790, 240, 18) +
    `<g filter="url(#soft)"><rect x="462" y="92" width="276" height="660" fill="${WHITE}"/></g>` +
    `<defs><clipPath id="rb"><rect x="462" y="92" width="276" height="300"/></clipPath></defs>` +
    `<rect x="462" y="92" width="276" height="300" fill="${p.primary}"/>` +
    `<circle cx="700" cy="120" r="120" fill="${p.secondary}" opacity="0.6" clip-path="url(#rb)"/>` +
    mark(600, 210, 62, p, { fill: p.accent }) +
    text(600, 330, p.brand, { size: fitSize(p.brand, 240, 30), fill: WHITE, anchor: 'middle', weight: 800 }) +
    `<path d="M462 392 L738 352 V392 Z" fill="${p.accent}"/>` +
    text(480, 450, l1, { size, fill: p.primary, weight: 800 }) +
    text(480, 450 + size * 1.15, l2, { size, fill: p.primary, weight: 800 }) +
    lines(480, 540, 240, 5, { gap: 22, height: 7 }) +
    `<rect x="480" y="670" width="240" height="44" rx="22" fill="${p.accent}"/>` +
    text(600, 699, phoneFor(p), { size: 18, fill: readableOn(p.accent, [WHITE, '#161a22']), anchor: 'middle' }) +
    `<rect x="455" y="84" width="290" height="12" rx="4" fill="#3f4654"/>` +
    `<rect x="430" y="748" width="340" height="34" rx="10" fill="url(#metal)" stroke="#7a8394"/>` +
    `<rect x="420" y="778" width="60" height="10" rx="5" fill="#5a6272"/><rect x="720" y="778" width="60" height="10" rx="5" fill="#5a6272"/>`
  );
};

function signFace(x: number, y: number, w: number, h: number, p: Palette, headline: string): string {
  const size = fitSize(headline, w - 80, 76);
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${WHITE}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.42}" fill="${p.primary}"/>` +
    `<path d="M${x} ${y + h * 0.42} L${x + w} ${y + h * 0.3} V${y + h * 0.42} Z" fill="${p.accent}"/>` +
    lockup(x + 40, y + h * 0.2, Math.round(h * 0.16), p, WHITE, p.accent) +
    text(x + w / 2, y + h * 0.64, headline, { size, fill: p.primary, anchor: 'middle', weight: 900 }) +
    text(x + w / 2, y + h * 0.64 + size * 0.95, phoneFor(p), { size: Math.round(size * 0.45), fill: '#3f4654', anchor: 'middle', weight: 700 })
  );
}

const board: Art = (p) =>
  shadowEllipse(620, 760, 360, 22, 0.12) +
  `<path d="M900 200 L916 214 V664 L900 650 Z" fill="${shade(p.primary, -0.3)}"/><path d="M300 650 L900 650 L916 664 L316 664 Z" fill="#c3c9d4"/>` +
  `<g filter="url(#soft)">${signFace(300, 200, 600, 450, p, 'NOW OPEN')}</g>` +
  [[330, 230], [870, 230], [330, 620], [870, 620]].map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="14" fill="url(#metal)" stroke="#7a8394" stroke-width="2"/>`).join('');

const correx: Art = (p) => {
  const flutes = Array.from({ length: 54 }, (_, i) => `<path d="M${340 + i * 10} 190 V610" stroke="#000" stroke-opacity="0.035" stroke-width="2"/>`).join('');
  return (
    `<rect x="0" y="720" width="1200" height="180" fill="#cfe3c4" opacity="0.6"/>` +
    `<rect x="440" y="560" width="14" height="240" fill="url(#metal)"/><rect x="746" y="560" width="14" height="240" fill="url(#metal)"/>` +
    shadowEllipse(600, 800, 300, 16, 0.14) +
    `<g filter="url(#soft)">${signFace(330, 180, 540, 430, p, 'TO LET')}</g>` +
    flutes
  );
};

const pvcBanner: Art = (p) => {
  const [l1, l2] = tagline(p);
  const eyelets = [
    ...Array.from({ length: 11 }, (_, i) => [190 + i * 82, 282]),
    ...Array.from({ length: 11 }, (_, i) => [190 + i * 82, 598]),
  ]
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="8" fill="none" stroke="#9aa3b2" stroke-width="5"/>`)
    .join('');
  return (
    `<path d="M190 282 L90 200 M1010 282 L1110 200 M190 598 L90 690 M1010 598 L1110 690" stroke="#8a7b62" stroke-width="5"/>` +
    shadowEllipse(600, 760, 420, 18, 0.12) +
    `<g filter="url(#soft)"><rect x="170" y="262" width="860" height="356" rx="4" fill="${p.primary}"/></g>` +
    `<defs><clipPath id="pv"><rect x="170" y="262" width="860" height="356" rx="4"/></clipPath></defs>` +
    `<circle cx="950" cy="300" r="200" fill="${p.secondary}" opacity="0.45" clip-path="url(#pv)"/>` +
    `<rect x="170" y="262" width="860" height="356" rx="4" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="16"/>` +
    mark(320, 440, 90, p, { fill: p.accent }) +
    text(450, 420, `${l1} ${l2}`, { size: fitSize(`${l1} ${l2}`, 540, 52), fill: WHITE, weight: 900 }) +
    text(450, 480, p.brand, { size: 30, fill: WHITE, weight: 600, opacity: 0.9 }) +
    `<rect x="450" y="512" width="260" height="50" rx="25" fill="${p.accent}"/>` +
    text(580, 545, phoneFor(p), { size: 22, fill: readableOn(p.accent, [WHITE, '#161a22']), anchor: 'middle' }) +
    eyelets
  );
};

const windowGraphic: Art = (p) =>
  `<rect x="160" y="110" width="880" height="660" rx="6" fill="#2b2f38"/>` +
  `<defs><linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#dfeef7"/><stop offset="1" stop-color="#b9d3e4"/></linearGradient></defs>` +
  `<rect x="190" y="140" width="400" height="520" fill="url(#glass)"/><rect x="610" y="140" width="400" height="520" fill="url(#glass)"/>` +
  `<path d="M240 140 L330 140 L190 330 L190 210 Z M660 140 L720 140 L610 230 L610 180 Z" fill="#ffffff" opacity="0.35"/>` +
  `<rect x="160" y="680" width="880" height="90" fill="${p.primary}"/>` +
  text(600, 738, p.brand.toUpperCase(), { size: fitSize(p.brand, 760, 44), fill: WHITE, anchor: 'middle', letterSpacing: 6 }) +
  mark(390, 340, 110, p) +
  text(390, 520, 'OPEN', { size: 52, fill: p.primary, anchor: 'middle', weight: 900, letterSpacing: 4 }) +
  text(390, 560, '7 days a week', { size: 24, fill: p.primary, anchor: 'middle', weight: 600 }) +
  text(810, 280, 'Mon - Fri  8 - 6', { size: 26, fill: p.primary, anchor: 'middle', weight: 700 }) +
  text(810, 320, 'Sat  9 - 5', { size: 26, fill: p.primary, anchor: 'middle', weight: 700 }) +
  text(810, 360, 'Sun  10 - 4', { size: 26, fill: p.primary, anchor: 'middle', weight: 700 }) +
  `<circle cx="810" cy="500" r="90" fill="${p.accent}"/>` +
  text(810, 495, '20%', { size: 54, fill: readableOn(p.accent, [WHITE, '#161a22']), anchor: 'middle', weight: 900 }) +
  text(810, 530, 'OFF TODAY', { size: 18, fill: readableOn(p.accent, [WHITE, '#161a22']), anchor: 'middle', weight: 800 });

const aBoard: Art = (p) => {
  const [l1, l2] = tagline(p);
  const size = fitSize(l1.length > l2.length ? l1 : l2, 270, 44);
  return (
    shadowEllipse(600, 790, 260, 18) +
    `<path d="M440 160 L760 160 L820 780 L790 780 L734 200 L466 200 L410 780 L380 780 Z" fill="#2b2f38" filter="url(#soft)"/>` +
    `<path d="M466 200 L734 200 L790 760 L410 760 Z" fill="#2b2f38"/>` +
    `<rect x="560" y="172" width="80" height="16" rx="8" fill="#161a22"/>` +
    `<path d="M482 220 L718 220 L768 740 L432 740 Z" fill="${WHITE}"/>` +
    `<path d="M482 220 L718 220 L738 420 L462 420 Z" fill="${p.primary}"/>` +
    mark(600, 310, 52, p, { fill: p.accent }) +
    text(600, 400, p.brand, { size: fitSize(p.brand, 240, 26), fill: WHITE, anchor: 'middle', weight: 800 }) +
    text(600, 500, l1, { size, fill: p.primary, anchor: 'middle', weight: 900 }) +
    text(600, 500 + size * 1.1, l2, { size, fill: p.primary, anchor: 'middle', weight: 900 }) +
    `<rect x="490" y="640" width="220" height="46" rx="23" fill="${p.accent}"/>` +
    text(600, 671, 'Come on in', { size: 20, fill: readableOn(p.accent, [WHITE, '#161a22']), anchor: 'middle' })
  );
};

const floorGraphic: Art = (p) =>
  `<defs><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9dde4"/><stop offset="1" stop-color="#eef0f4"/></linearGradient></defs>` +
  `<rect x="0" y="300" width="1200" height="600" fill="url(#floor)"/>` +
  `<path d="M0 300 L1200 300" stroke="#c3c9d4" stroke-width="4"/>` +
  `<ellipse cx="600" cy="580" rx="380" ry="160" fill="${p.primary}"/>` +
  `<ellipse cx="600" cy="580" rx="330" ry="132" fill="none" stroke="${p.accent}" stroke-width="10"/>` +
  `<g transform="translate(600 600) scale(1 0.42)">${text(0, -40, 'PLEASE WAIT', { size: 86, fill: WHITE, anchor: 'middle', weight: 900 })}${text(0, 70, 'HERE', { size: 86, fill: WHITE, anchor: 'middle', weight: 900 })}</g>` +
  `<g transform="translate(600 470) scale(1 0.42)">${mark(0, 0, 50, p, { fill: p.accent })}</g>`;

const mural: Art = (p) => {
  const skyline = [
    [170, 420, 70], [250, 360, 60], [320, 300, 50], [380, 390, 90], [480, 250, 40], [530, 330, 80], [620, 200, 30], [660, 340, 70], [740, 280, 60], [810, 380, 90], [910, 320, 60], [980, 400, 60],
  ]
    .map(([x, y, w], i) => `<rect x="${x}" y="${y}" width="${w}" height="${640 - y!}" fill="${i % 2 ? p.primary : shade(p.primary, 0.25)}"/>`)
    .join('');
  return (
    `<rect x="0" y="0" width="1200" height="700" fill="#f1efe9"/>` +
    `<rect x="0" y="700" width="1200" height="200" fill="#c9a77c"/>` +
    `<rect x="0" y="690" width="1200" height="14" fill="#ffffff"/>` +
    `<defs><clipPath id="mu"><rect x="140" y="90" width="920" height="550"/></clipPath></defs>` +
    `<g clip-path="url(#mu)">` +
    `<rect x="140" y="90" width="920" height="550" fill="${shade(p.secondary, 0.55)}"/>` +
    `<circle cx="890" cy="210" r="70" fill="${p.accent}" opacity="0.85"/>` +
    `<circle cx="300" cy="430" r="150" fill="none" stroke="${shade(p.primary, 0.4)}" stroke-width="8"/>` +
    `<path d="M620 640 L650 140 L680 640 Z" fill="${shade(p.primary, 0.45)}"/>` +
    skyline +
    `</g>` +
    `<rect x="380" y="600" width="440" height="150" rx="30" fill="#3f4654"/><rect x="360" y="640" width="480" height="120" rx="30" fill="#5a6272"/>` +
    `<rect x="390" y="760" width="20" height="40" fill="#2b2f38"/><rect x="790" y="760" width="20" height="40" fill="#2b2f38"/>`
  );
};

const carMagnet: Art = (p) =>
  shadowEllipse(600, 770, 480, 20, 0.2) +
  `<path d="M120 700 L120 430 Q130 330 260 320 L640 310 Q720 310 790 380 L900 500 Q1060 520 1080 600 L1080 700 Z" fill="#ffffff" stroke="#9aa3b2" stroke-width="4" filter="url(#soft)"/>` +
  `<path d="M660 340 Q720 345 770 400 L850 490 L660 490 Z" fill="#b9d3e4" stroke="#9aa3b2" stroke-width="3"/>` +
  `<path d="M640 330 V690" stroke="#c3c9d4" stroke-width="3"/>` +
  [[300, 700], [900, 700]].map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="78" fill="#2b2f38"/><circle cx="${cx}" cy="${cy}" r="38" fill="url(#metal)"/>`).join('') +
  `<rect x="200" y="410" width="400" height="200" rx="14" fill="${p.primary}"/>` +
  mark(270, 480, 44, p, { fill: p.accent }) +
  text(330, 478, p.brand, { size: fitSize(p.brand, 250, 34), fill: WHITE, weight: 800 }) +
  text(330, 512, tagline(p).join(' '), { size: fitSize(tagline(p).join(' '), 250, 18), fill: WHITE, weight: 500 }) +
  text(400, 580, phoneFor(p), { size: 30, fill: WHITE, anchor: 'middle', weight: 800 });

// ---------------------------------------------------------------- bags

const paperBag: Art = (p) => {
  const side = shade(p.base, -0.18);
  return (
    shadowEllipse(620, 790, 280, 20) +
    `<path d="M470 310 C470 160 690 160 690 310" fill="none" stroke="${shade(p.base, -0.3)}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M740 300 L830 330 L830 772 L740 782 Z" fill="${side}"/>` +
    `<path d="M740 300 L785 420 L830 330" fill="none" stroke="${shade(p.base, -0.28)}" stroke-width="2"/>` +
    `<rect x="410" y="300" width="330" height="482" fill="${p.base}" filter="url(#soft)"/>` +
    `<rect x="410" y="300" width="330" height="40" fill="${shade(p.base, -0.07)}"/>` +
    `<path d="M520 305 C520 200 640 200 640 305" fill="none" stroke="${shade(p.base, -0.38)}" stroke-width="16" stroke-linecap="round"/>` +
    `<circle cx="520" cy="318" r="7" fill="${shade(p.base, -0.4)}"/><circle cx="640" cy="318" r="7" fill="${shade(p.base, -0.4)}"/>` +
    stackedLogo(575, 560, 170, p, p.base, 290)
  );
};

const plasticBag: Art = (p) =>
  shadowEllipse(600, 800, 260, 18) +
  `<path fill-rule="evenodd" d="M400 200 Q400 180 420 180 L780 180 Q800 180 800 200 L812 770 Q812 790 792 790 L408 790 Q388 790 388 770 Z M520 250 Q520 224 546 224 L654 224 Q680 224 680 250 Q680 276 654 276 L546 276 Q520 276 520 250 Z" fill="${p.base}" stroke="${garmentStroke(p)}" stroke-width="3" filter="url(#soft)"/>` +
  `<path d="M430 320 Q440 600 420 760" stroke="#ffffff" stroke-opacity="0.6" stroke-width="14" fill="none"/>` +
  `<path d="M500 226 Q600 210 700 226" fill="none" stroke="${garmentStroke(p)}" stroke-width="3"/>` +
  stackedLogo(600, 520, 200, p, p.base, 340);

// ---------------------------------------------------------------- gifts

const mug: Art = (p) => {
  const body = p.base;
  const dark = garmentStroke(p);
  return (
    shadowEllipse(600, 720, 260, 22) +
    `<path d="M740 380 C880 380 880 620 740 620" fill="none" stroke="${dark}" stroke-width="52"/>` +
    `<path d="M740 380 C880 380 880 620 740 620" fill="none" stroke="${body}" stroke-width="40"/>` +
    `<path d="M420 300 L420 660 Q420 710 580 710 Q740 710 740 660 L740 300 Z" fill="${body}" stroke="${dark}" stroke-width="3" filter="url(#soft)"/>` +
    `<ellipse cx="580" cy="300" rx="160" ry="34" fill="${shade(body, p.ink === WHITE ? 0.15 : -0.12)}" stroke="${dark}" stroke-width="3"/>` +
    `<ellipse cx="580" cy="304" rx="140" ry="24" fill="${shade(body, p.ink === WHITE ? 0.05 : -0.25)}"/>` +
    `<rect x="436" y="330" width="28" height="340" rx="14" fill="#ffffff" opacity="0.35"/>` +
    stackedLogo(580, 500, 150, p, body, 280)
  );
};

const mouseMat: Art = (p) =>
  shadowEllipse(600, 720, 360, 20) +
  `<rect x="290" y="262" width="640" height="440" rx="40" fill="#2b2f38"/>` +
  `<rect x="280" y="250" width="640" height="440" rx="40" fill="${p.primary}" filter="url(#soft)"/>` +
  `<defs><clipPath id="mm"><rect x="280" y="250" width="640" height="440" rx="40"/></clipPath></defs>` +
  `<g clip-path="url(#mm)"><circle cx="880" cy="300" r="260" fill="${p.secondary}" opacity="0.55"/><circle cx="320" cy="690" r="180" fill="${p.accent}" opacity="0.7"/></g>` +
  mark(600, 430, 90, p, { fill: WHITE, textFill: p.primary }) +
  text(600, 580, p.brand, { size: fitSize(p.brand, 520, 44), fill: WHITE, anchor: 'middle', weight: 800 });

const keyring: Art = (p) =>
  shadowEllipse(600, 760, 200, 16) +
  `<circle cx="600" cy="190" r="70" fill="none" stroke="url(#metal)" stroke-width="14"/>` +
  `<circle cx="600" cy="190" r="70" fill="none" stroke="#7a8394" stroke-width="2"/>` +
  `<path d="M600 260 V310" stroke="#9aa3b2" stroke-width="10" stroke-dasharray="12 6"/>` +
  `<rect x="470" y="310" width="260" height="380" rx="60" fill="${p.primary}" filter="url(#soft)"/>` +
  `<rect x="484" y="324" width="232" height="352" rx="48" fill="none" stroke="${WHITE}" stroke-opacity="0.4" stroke-width="3"/>` +
  `<circle cx="600" cy="350" r="16" fill="#eef0f4"/>` +
  mark(600, 490, 70, p, { fill: p.accent }) +
  text(600, 610, p.brand, { size: fitSize(p.brand, 210, 26), fill: WHITE, anchor: 'middle', weight: 800 });

const coaster: Art = (p) =>
  shadowEllipse(600, 760, 300, 20) +
  `<rect x="430" y="330" width="380" height="380" rx="30" fill="#c69c6d" transform="rotate(-14 620 520)"/>` +
  `<rect x="410" y="300" width="380" height="380" rx="30" fill="${p.secondary}" transform="rotate(-6 600 490)" filter="url(#soft)"/>` +
  `<rect x="400" y="280" width="380" height="380" rx="30" fill="${p.primary}" transform="rotate(4 590 470)" filter="url(#soft)"/>` +
  `<g transform="rotate(4 590 470)">${mark(590, 440, 80, p, { fill: p.accent })}${text(590, 570, p.brand, { size: fitSize(p.brand, 320, 32), fill: WHITE, anchor: 'middle', weight: 800 })}</g>`;

const canvasPrint: Art = (p) =>
  shadowEllipse(620, 720, 340, 16, 0.1) +
  `<path d="M900 150 L930 172 V672 L900 650 Z" fill="${shade(p.primary, -0.25)}"/><path d="M300 650 L900 650 L930 672 L330 672 Z" fill="${shade(p.primary, -0.35)}"/>` +
  `<g filter="url(#soft)">${scene(300, 150, 600, 500, p, 'cv')}</g>`;

const bottle: Art = (p) =>
  shadowEllipse(600, 800, 160, 16) +
  `<circle cx="600" cy="120" r="34" fill="none" stroke="url(#metal)" stroke-width="12"/>` +
  `<rect x="545" y="150" width="110" height="90" rx="16" fill="#2b2f38"/>` +
  `<rect x="560" y="230" width="80" height="30" fill="url(#metal)"/>` +
  `<rect x="500" y="255" width="200" height="540" rx="60" fill="${p.base}" stroke="${garmentStroke(p)}" stroke-width="3" filter="url(#soft)"/>` +
  `<rect x="522" y="300" width="24" height="440" rx="12" fill="#ffffff" opacity="0.35"/>` +
  stackedLogo(600, 520, 120, p, p.base, 170);

export const ART: Record<ArtKind, Art> = {
  'business-card': businessCard,
  flyer,
  brochure,
  booklet,
  poster,
  letterhead,
  'compliment-slip': complimentSlip,
  postcard,
  sticker,
  'ncr-pad': ncrPad,
  folder,
  envelope,
  notebook,
  calendar,
  'greeting-card': greetingCard,
  'card-holder': cardHolder,
  't-shirt': tShirt,
  hoodie,
  polo,
  cap,
  'hi-vis': hiVis,
  tote,
  apron,
  'roller-banner': rollerBanner,
  board,
  correx,
  'pvc-banner': pvcBanner,
  window: windowGraphic,
  'a-board': aBoard,
  'paper-bag': paperBag,
  'plastic-bag': plasticBag,
  mug,
  'mouse-mat': mouseMat,
  keyring,
  coaster,
  canvas: canvasPrint,
  bottle,
  'floor-graphic': floorGraphic,
  mural,
  'car-magnet': carMagnet,
};
