// Small SVG building blocks for the generated product mock-ups: colour maths, text, logos.
import type { Palette } from './catalogue-model';

export const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

const toHex = (c: number) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, '0');

/** Mixes towards white (amount > 0) or black (amount < 0); amount in -1…1. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return `#${channels(hex).map((c) => toHex(c + (target - c) * t)).join('')}`;
}

export function luminance(hex: string): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(hex);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Light text on dark blanks, dark text on light ones. */
export function inkOn(background: string): string {
  return luminance(background) > 0.35 ? '#161a22' : '#ffffff';
}

/** The candidate that reads best on `background`. */
export function readableOn(background: string, candidates: string[]): string {
  return candidates.reduce((best, c) => (contrast(c, background) > contrast(best, background) ? c : best));
}

export function initials(brand: string): string {
  return brand
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
}

/** Average advance of a bold sans glyph in ems: capitals run wider than lower case. */
function emsPerChar(text: string): number {
  const capitals = [...text].filter((ch) => ch >= 'A' && ch <= 'Z').length;
  return 0.62 + 0.14 * (capitals / Math.max(1, text.length));
}

/** Rough width of bold sans text, for fitting a line into a box without measuring. */
export function textWidth(text: string, size: number): number {
  return text.length * size * emsPerChar(text);
}

export function fitSize(text: string, maxWidth: number, maxSize: number): number {
  return Math.max(10, Math.min(maxSize, Math.floor(maxWidth / (text.length * emsPerChar(text)))));
}

interface TextOptions {
  size: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
  letterSpacing?: number;
  italic?: boolean;
  opacity?: number;
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${FONT}"`,
    `font-size="${o.size}"`,
    `font-weight="${o.weight ?? 700}"`,
    `fill="${o.fill}"`,
    o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
    o.letterSpacing ? `letter-spacing="${o.letterSpacing}"` : '',
    o.italic ? 'font-style="italic"' : '',
    o.opacity !== undefined ? `opacity="${o.opacity}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

/** Grey placeholder "text" lines, as on a real layout seen from a distance. */
export function lines(x: number, y: number, width: number, count: number, o: { gap?: number; height?: number; fill?: string; ragged?: boolean } = {}): string {
  const gap = o.gap ?? 18;
  const height = o.height ?? 7;
  return Array.from({ length: count }, (_, i) => {
    const w = o.ragged === false ? width : width * (i === count - 1 ? 0.6 : [1, 0.94, 0.97, 0.9][i % 4]!);
    return `<rect x="${x}" y="${y + i * gap}" width="${w.toFixed(1)}" height="${height}" rx="${height / 2}" fill="${o.fill ?? '#c3c9d4'}"/>`;
  }).join('');
}

/** The client's logo mark: a disc with initials. */
export function mark(cx: number, cy: number, r: number, p: Palette, o: { fill?: string; textFill?: string } = {}): string {
  const fill = o.fill ?? p.primary;
  const textFill = o.textFill ?? readableOn(fill, ['#ffffff', p.accent, p.secondary, '#161a22']);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.82).toFixed(1)}" fill="none" stroke="${textFill}" stroke-opacity="0.35" stroke-width="${Math.max(1, r * 0.05).toFixed(1)}"/>` +
    text(cx, cy + r * 0.3, initials(p.brand), { size: Math.round(r * 0.82), fill: textFill, anchor: 'middle', weight: 800 })
  );
}

/** Logo mark with the brand name beside it. */
export function lockup(x: number, y: number, size: number, p: Palette, textFill: string, markFill?: string): string {
  return (
    mark(x + size / 2, y, size / 2, p, markFill ? { fill: markFill } : {}) +
    text(x + size * 1.25, y + size * 0.18, p.brand, { size: Math.round(size * 0.5), fill: textFill, weight: 800 })
  );
}

/** The first candidate with at least `min` contrast on `background`, else the most readable one. */
export function firstReadable(background: string, candidates: string[], min: number): string {
  return candidates.find((c) => contrast(c, background) >= min) ?? readableOn(background, candidates);
}

/** Logo mark above the brand name, centred: how logos sit on garments, bags and mugs. */
export function stackedLogo(cx: number, cy: number, size: number, p: Palette, background: string, maxWidth = size * 1.5): string {
  // Brand colours where they stand out from the blank, as a printer would choose the ink.
  const markFill = firstReadable(background, [p.primary, p.accent, p.secondary, '#ffffff', '#161a22'], 3);
  const wordFill = firstReadable(background, [p.primary, '#ffffff', '#161a22'], 4.5);
  const words = p.brand.toUpperCase();
  // Letter spacing (2 units a glyph) eats into the width.
  const wordSize = fitSize(words, maxWidth - words.length * 2, Math.round(size * 0.3));
  return (
    mark(cx, cy - size * 0.18, size * 0.42, p, { fill: markFill }) +
    text(cx, cy + size * 0.52, words, { size: wordSize, fill: wordFill, anchor: 'middle', weight: 800, letterSpacing: 2 })
  );
}

/** A soft rounded shadow under floating things, drawn with a blur filter defined by the page. */
export function shadowEllipse(cx: number, cy: number, rx: number, ry: number, opacity = 0.18): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#071a3a" opacity="${opacity}" filter="url(#blur)"/>`;
}

/** Client taglines printed on flyers, posters and signs (the mock-ups show believable artwork). */
export const TAGLINES: Record<string, [string, string]> = {
  'Northbank Coffee': ['Fresh coffee,', 'roasted in London'],
  'Camden Florist': ['Fresh flowers', 'every morning'],
  'Hackney Cycles': ['Repairs while', 'you wait'],
  'Brixton Bakery': ['Sourdough', 'baked daily'],
  'Thames Legal': ['Straightforward', 'legal advice'],
  'Peckham Yoga': ['Your first', 'class is free'],
  'Shoreditch Studio': ['Design that', 'works hard'],
  'Greenwich Gardens': ['Garden design', '& care'],
  'Soho Barbers': ['Walk-ins', 'welcome'],
  'Islington Dental': ['New patients', 'welcome'],
};

export function tagline(p: Palette): [string, string] {
  return TAGLINES[p.brand] ?? ['Printed', 'in London'];
}

/** A phone number in Ofcom's drama range (020 7946 0xxx), stable per brand. */
export function phoneFor(p: Palette): string {
  const n = [...p.brand].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % 1000;
  return `020 7946 0${String(n).padStart(3, '0')}`;
}
