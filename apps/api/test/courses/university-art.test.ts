import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monogramOf } from '../../src/modules/courses/university-art.ts';
import { universities } from '../../src/schema/index.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The letters and the tile colour a served logo shows. */
async function logoOf(iconUrl: string) {
  const res = await t.app.inject({ method: 'GET', url: iconUrl });
  expect(res.statusCode, iconUrl).toBe(200);
  const letters = /<text[^>]*>([^<]*)<\/text>/.exec(res.body)?.[1];
  const colour = /<rect width="128" height="128" rx="24" fill="([^"]+)"/.exec(res.body)?.[1];
  if (!letters || !colour) throw new Error(`no monogram or colour in ${iconUrl}`);
  return { letters, colour };
}

/** Hues closer than this read as the same colour on a small tile (Cardiff's 117° and Concordia's 144° both look green). */
const SAME_COLOUR_DEGREES = 40;
const hueOf = (colour: string) => Number(/^hsl\((\d+)/.exec(colour)?.[1]);
const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('university monograms', () => {
  it('tells every seeded university apart by its logo: no two share letters and a colour', async () => {
    const list = await t.app.db.select().from(universities).orderBy(universities.id);
    expect(list.length).toBeGreaterThanOrEqual(60);
    const logos = await Promise.all(
      list.map(async (university) => ({ name: university.name, ...(await logoOf(university.iconUrl)) })),
    );
    const lookAlike = logos.flatMap((logo, index) =>
      logos
        .slice(index + 1)
        .filter(
          (other) =>
            other.letters === logo.letters &&
            hueDistance(hueOf(other.colour), hueOf(logo.colour)) < SAME_COLOUR_DEGREES,
        )
        .map((other) => `${logo.name} / ${other.name}: ${logo.letters}`),
    );
    expect(lookAlike).toEqual([]);
    // Stronger still: the letters alone tell them apart.
    const sharedLetters = logos.filter((logo) => logos.some((o) => o !== logo && o.letters === logo.letters));
    expect(sharedLetters.map((logo) => `${logo.name}: ${logo.letters}`)).toEqual([]);
  });

  it('gives Cardiff University and Concordia University different monograms', () => {
    expect(monogramOf('Cardiff University')).not.toBe(monogramOf('Concordia University'));
  });

  it.each([
    ['University of Manchester', 'MAN'],
    ['Cardiff University', 'CAR'],
    ['Concordia University', 'CON'],
    ['Eötvös Loránd University', 'ELU'],
    ['Technical University of Munich', 'TUM'],
    ['Conestoga College', 'CC'],
    ['UNSW Sydney', 'UNSW'],
    ['IU International University of Applied Sciences', 'IU'],
    ['Óbuda University', 'OBU'],
  ])('%s → %s', (name, monogram) => {
    expect(monogramOf(name)).toBe(monogram);
  });
});
