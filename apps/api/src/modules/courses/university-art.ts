import { createRandom, hashOf } from '../../lib/prng.ts';

/**
 * Deterministic SVG artwork for a university (the seed's iconUrl and imageUrl point here), so the
 * catalogue needs no external images. Pure shapes and escaped text: no scripts, links or external refs.
 */
type TArtSubject = { name: string; slug: string };

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const MINOR_WORDS = new Set(['of', 'the', 'and', 'for', 'in', 'at']);
/** Words most names share: initials made of them ("CU", "UM") would not tell universities apart. */
const GENERIC_WORDS = new Set(['university', 'universiteit', 'universitat', 'universite', 'universidad']);

/**
 * The logo's letters. An acronym in the name wins ("UNSW Sydney" → "UNSW"). A name with one word of its
 * own besides "University" takes that word's first three letters ("Cardiff University" → "CAR",
 * "Concordia University" → "CON", "University of Manchester" → "MAN"): its initials would be two letters
 * shared with many others ("CU", "UM"). Longer names take their initials ("Eötvös Loránd University" →
 * "ELU", "Technical University of Munich" → "TUM"). Every seeded university gets its own
 * (test/courses/university-art.test.ts).
 */
export function monogramOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const acronym = words.find((word) => /^[A-Z]{2,5}$/.test(word));
  if (acronym) return acronym.slice(0, 4);
  const significant = words.filter((word) => !MINOR_WORDS.has(word.toLowerCase()));
  const own = significant.filter((word) => !GENERIC_WORDS.has(word.toLowerCase()));
  const [only] = own;
  if (only && own.length === 1 && significant.length === 2) return only.slice(0, 3).toUpperCase();
  return significant
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 3);
}

const hueOf = (slug: string) => hashOf(slug) % 360;
const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"`;

export function renderIcon(subject: TArtSubject): string {
  const hue = hueOf(subject.slug);
  const letters = escapeXml(monogramOf(subject.name));
  const size = letters.length > 3 ? 34 : letters.length === 3 ? 42 : 52;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(subject.name)}">`,
    `<rect width="128" height="128" rx="24" fill="hsl(${hue} 55% 32%)"/>`,
    `<rect x="8" y="8" width="112" height="112" rx="18" fill="none" stroke="hsl(${hue} 60% 72%)" stroke-width="3"/>`,
    `<text x="64" y="66" text-anchor="middle" dominant-baseline="middle" ${FONT} font-size="${size}" font-weight="700" fill="#fff">${letters}</text>`,
    '</svg>',
  ].join('');
}

/** A campus banner: sky, a main hall with columns and a dome or tower, trees, and the name. */
export function renderImage(subject: TArtSubject): string {
  const random = createRandom(hashOf(`image:${subject.slug}`));
  const hue = hueOf(subject.slug);
  const columns = random.int(4, 8);
  const hallX = random.int(380, 520);
  const hallWidth = 360;
  const step = hallWidth / columns;
  const pillars = Array.from(
    { length: columns },
    (_, i) =>
      `<rect x="${hallX + 12 + i * step}" y="180" width="${step * 0.42}" height="120" fill="#eef0f2"/>`,
  );
  const top = random.chance(0.5)
    ? `<path d="M${hallX + 140} 140 A40 40 0 0 1 ${hallX + 220} 140 Z" fill="hsl(${hue} 30% 55%)"/>`
    : `<rect x="${hallX + 160}" y="70" width="40" height="70" fill="#d8dce0"/><circle cx="${hallX + 180}" cy="95" r="12" fill="#fff" stroke="#8a9096" stroke-width="3"/>`;
  const trees = Array.from({ length: random.int(4, 7) }, () => {
    const x = random.chance(0.5) ? random.int(40, hallX - 40) : random.int(hallX + hallWidth + 40, 1160);
    const r = random.int(26, 44);
    return `<circle cx="${x}" cy="${300 - r}" r="${r}" fill="hsl(${110 + random.int(0, 40)} 40% ${30 + random.int(0, 12)}%)"/>`;
  });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img"',
    ` aria-label="${escapeXml(subject.name)} campus">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 78%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 92%)"/></linearGradient></defs>`,
    '<rect width="1200" height="400" fill="url(#sky)"/>',
    `<circle cx="${random.int(80, 1120)}" cy="${random.int(50, 110)}" r="34" fill="#fff6d5" opacity="0.9"/>`,
    `<rect x="0" y="300" width="1200" height="100" fill="hsl(110 35% 42%)"/>`,
    top,
    `<path d="M${hallX - 10} 180 L${hallX + hallWidth / 2} 140 L${hallX + hallWidth + 10} 180 Z" fill="#c9ced3"/>`,
    `<rect x="${hallX}" y="180" width="${hallWidth}" height="120" fill="#b9bfc5"/>`,
    ...pillars,
    `<rect x="${hallX + hallWidth / 2 - 22}" y="240" width="44" height="60" fill="hsl(${hue} 35% 30%)"/>`,
    ...trees,
    '<rect x="0" y="330" width="1200" height="70" fill="rgba(0,0,0,0.45)"/>',
    `<text x="40" y="376" ${FONT} font-size="34" font-weight="600" fill="#fff">${escapeXml(subject.name)}</text>`,
    '</svg>',
  ].join('');
}
