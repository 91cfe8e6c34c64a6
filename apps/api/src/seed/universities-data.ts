import type { TCountry, TFieldOfStudy } from '@portal/contract';

export type TUniversitySeed = {
  name: string;
  country: TCountry;
  /** The university's real web domain; course links point at its home page (data only). */
  domain: string;
  /** Real campuses or cities; a course is taught on one of them. */
  campuses: readonly string[];
  /** Set for specialist universities: the only fields they teach (so Semmelweis offers no Fine Art). */
  fields?: readonly TFieldOfStudy[];
};

const at =
  (country: TCountry) =>
  (name: string, domain: string, campuses: string[]): TUniversitySeed => ({
    name,
    country,
    domain,
    campuses,
  });
const uk = at('UK');
const ca = at('Canada');
const hu = at('Hungary');
const de = at('Germany');
const au = at('Australia');
const nl = at('Netherlands');

const TECH: TFieldOfStudy[] = [
  'Engineering',
  'Computer Science & IT',
  'Architecture & Construction',
  'Physical Sciences',
  'Mathematics & Statistics',
  'Environmental Science',
  'Business & Management',
];
const BUSINESS: TFieldOfStudy[] = [
  'Business & Management',
  'Accounting & Finance',
  'Economics',
  'Computer Science & IT',
  'Media & Communications',
  'Tourism, Hospitality & Events Management',
  'Social Sciences',
];
const HEALTH: TFieldOfStudy[] = [
  'Health & Nursing',
  'Medicine & Pharmacy',
  'Biological Sciences',
  'Psychology',
];
const specialist = (seed: TUniversitySeed, fields: TFieldOfStudy[]): TUniversitySeed => ({ ...seed, fields });

/** Ten universities per country of §9, in a fixed order (the seed's ids follow it). */
export const UNIVERSITY_SEEDS: readonly TUniversitySeed[] = [
  uk('University of Manchester', 'www.manchester.ac.uk', ['Manchester (Oxford Road)']),
  uk('University of Leeds', 'www.leeds.ac.uk', ['Leeds (Main Campus)']),
  uk('University of Birmingham', 'www.birmingham.ac.uk', ['Birmingham (Edgbaston)']),
  uk('University of Glasgow', 'www.gla.ac.uk', ['Glasgow (Gilmorehill)', 'Dumfries']),
  uk('Coventry University', 'www.coventry.ac.uk', ['Coventry', 'London']),
  uk('University of Greenwich', 'www.gre.ac.uk', ['London (Greenwich)', 'London (Avery Hill)', 'Medway']),
  uk('Cardiff University', 'www.cardiff.ac.uk', ['Cardiff (Cathays Park)', 'Cardiff (Heath Park)']),
  uk('University of Hertfordshire', 'www.herts.ac.uk', [
    'Hatfield (College Lane)',
    'Hatfield (de Havilland)',
  ]),
  uk('Nottingham Trent University', 'www.ntu.ac.uk', ['Nottingham (City)', 'Nottingham (Clifton)']),
  uk('Ulster University', 'www.ulster.ac.uk', ['Belfast', 'Coleraine', 'Derry~Londonderry', 'London']),

  ca('University of Toronto', 'www.utoronto.ca', ['Toronto (St. George)', 'Scarborough', 'Mississauga']),
  ca('University of British Columbia', 'www.ubc.ca', ['Vancouver', 'Kelowna (Okanagan)']),
  ca('McGill University', 'www.mcgill.ca', ['Montreal (Downtown)', 'Sainte-Anne-de-Bellevue (Macdonald)']),
  ca('University of Waterloo', 'uwaterloo.ca', ['Waterloo', 'Stratford', 'Cambridge']),
  ca('University of Alberta', 'www.ualberta.ca', ['Edmonton (North Campus)', 'Camrose (Augustana)']),
  ca('Dalhousie University', 'www.dal.ca', ['Halifax (Studley)', 'Truro (Agricultural)']),
  ca('University of Windsor', 'www.uwindsor.ca', ['Windsor']),
  ca('Concordia University', 'www.concordia.ca', ['Montreal (Sir George Williams)', 'Montreal (Loyola)']),
  ca('Conestoga College', 'www.conestogac.on.ca', ['Kitchener (Doon)', 'Waterloo', 'Brantford']),
  ca('Humber Polytechnic', 'humber.ca', ['Toronto (North)', 'Toronto (Lakeshore)']),

  hu('Eötvös Loránd University', 'www.elte.hu', ['Budapest (Lágymányos)', 'Szombathely']),
  hu('University of Debrecen', 'unideb.hu', ['Debrecen']),
  hu('University of Szeged', 'u-szeged.hu', ['Szeged']),
  hu('University of Pécs', 'pte.hu', ['Pécs', 'Szekszárd']),
  specialist(hu('Budapest University of Technology and Economics', 'www.bme.hu', ['Budapest (Buda)']), TECH),
  specialist(
    hu('Corvinus University of Budapest', 'www.uni-corvinus.hu', ['Budapest (Fővám tér)']),
    BUSINESS,
  ),
  specialist(hu('Semmelweis University', 'semmelweis.hu', ['Budapest']), HEALTH),
  hu('Hungarian University of Agriculture and Life Sciences', 'uni-mate.hu', ['Gödöllő', 'Budapest (Buda)']),
  hu('Óbuda University', 'uni-obuda.hu', ['Budapest (Óbuda)', 'Székesfehérvár']),
  hu('University of Miskolc', 'www.uni-miskolc.hu', ['Miskolc']),

  specialist(
    de('Technical University of Munich', 'www.tum.de', ['Munich', 'Garching', 'Freising (Weihenstephan)']),
    TECH,
  ),
  de('Ludwig Maximilian University of Munich', 'www.lmu.de', ['Munich']),
  de('Heidelberg University', 'www.uni-heidelberg.de', ['Heidelberg']),
  specialist(de('RWTH Aachen University', 'www.rwth-aachen.de', ['Aachen']), TECH),
  de('Humboldt University of Berlin', 'www.hu-berlin.de', ['Berlin (Mitte)', 'Berlin (Adlershof)']),
  de('University of Hamburg', 'www.uni-hamburg.de', ['Hamburg']),
  specialist(de('Karlsruhe Institute of Technology', 'www.kit.edu', ['Karlsruhe']), TECH),
  specialist(
    de('University of Stuttgart', 'www.uni-stuttgart.de', ['Stuttgart (Vaihingen)', 'Stuttgart (City)']),
    TECH,
  ),
  de('IU International University of Applied Sciences', 'www.iu.de', ['Berlin', 'Munich', 'Frankfurt']),
  specialist(
    de('Berlin School of Business and Innovation', 'www.berlinsbi.com', ['Berlin', 'Hamburg']),
    BUSINESS,
  ),

  au('University of Melbourne', 'www.unimelb.edu.au', ['Melbourne (Parkville)', 'Southbank']),
  au('University of Sydney', 'www.sydney.edu.au', ['Sydney (Camperdown)']),
  au('Monash University', 'www.monash.edu', ['Melbourne (Clayton)', 'Melbourne (Caulfield)']),
  au('University of Queensland', 'www.uq.edu.au', ['Brisbane (St Lucia)', 'Gatton']),
  au('UNSW Sydney', 'www.unsw.edu.au', ['Sydney (Kensington)', 'Canberra']),
  au('Deakin University', 'www.deakin.edu.au', ['Melbourne (Burwood)', 'Geelong (Waurn Ponds)']),
  au('RMIT University', 'www.rmit.edu.au', ['Melbourne (City)', 'Melbourne (Bundoora)']),
  au('Griffith University', 'www.griffith.edu.au', ['Gold Coast', 'Brisbane (Nathan)']),
  au('University of Adelaide', 'www.adelaide.edu.au', ['Adelaide (North Terrace)']),
  au('Macquarie University', 'www.mq.edu.au', ['Sydney (Macquarie Park)']),

  nl('University of Amsterdam', 'www.uva.nl', ['Amsterdam (Roeterseiland)', 'Amsterdam (Science Park)']),
  specialist(nl('Delft University of Technology', 'www.tudelft.nl', ['Delft']), TECH),
  nl('Leiden University', 'www.universiteitleiden.nl', ['Leiden', 'The Hague']),
  nl('Utrecht University', 'www.uu.nl', ['Utrecht (Utrecht Science Park)', 'Utrecht (City Centre)']),
  specialist(nl('Erasmus University Rotterdam', 'www.eur.nl', ['Rotterdam (Woudestein)']), BUSINESS),
  nl('University of Groningen', 'www.rug.nl', ['Groningen', 'Leeuwarden (Campus Fryslân)']),
  nl('Maastricht University', 'www.maastrichtuniversity.nl', ['Maastricht', 'Venlo']),
  specialist(nl('Eindhoven University of Technology', 'www.tue.nl', ['Eindhoven']), TECH),
  nl('Radboud University', 'www.ru.nl', ['Nijmegen']),
  specialist(nl('Tilburg University', 'www.tilburguniversity.edu', ['Tilburg']), BUSINESS),
];

/** ASCII slug of a name ("Eötvös Loránd University" → "eotvos-lorand-university"), used in media paths. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
