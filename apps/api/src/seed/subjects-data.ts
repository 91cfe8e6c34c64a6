import type { TFieldOfStudy } from '@portal/contract';

/** A subject taught under a field: its name and the bachelor and master degrees it leads to. */
export type TSubject = { name: string; bachelor: string; master: string };

const s = (name: string, bachelor = 'BSc', master = 'MSc'): TSubject => ({ name, bachelor, master });
const a = (name: string): TSubject => s(name, 'BA', 'MA');

/** The subjects of each of the twenty fields of study (§9), with the degrees they usually lead to. */
export const SUBJECTS: Record<TFieldOfStudy, readonly TSubject[]> = {
  'Accounting & Finance': [s('Accounting and Finance'), s('Banking and Finance'), s('Financial Technology')],
  'Architecture & Construction': [
    s('Architecture', 'BArch', 'MArch'),
    s('Construction Management'),
    s('Quantity Surveying'),
  ],
  'Art & Design': [a('Graphic Design'), a('Fashion Design'), a('Interior Design'), a('Fine Art')],
  'Biological Sciences': [s('Biology'), s('Biotechnology'), s('Biomedical Science'), s('Microbiology')],
  'Business & Management': [
    s('Business Administration', 'BBA', 'MBA'),
    s('International Business'),
    s('Marketing'),
    s('Supply Chain Management'),
  ],
  'Computer Science & IT': [
    s('Computer Science'),
    s('Data Science'),
    s('Artificial Intelligence'),
    s('Cyber Security'),
    s('Software Engineering', 'BEng', 'MSc'),
  ],
  Economics: [s('Economics'), s('Business Economics'), s('Development Economics')],
  Education: [a('Education Studies'), s('Early Childhood Education', 'BEd', 'MEd'), a('TESOL')],
  Engineering: [
    s('Mechanical Engineering', 'BEng', 'MEng'),
    s('Civil Engineering', 'BEng', 'MEng'),
    s('Electrical and Electronic Engineering', 'BEng', 'MEng'),
    s('Chemical Engineering', 'BEng', 'MEng'),
    s('Aerospace Engineering', 'BEng', 'MEng'),
  ],
  'Environmental Science': [s('Environmental Science'), s('Sustainability'), s('Renewable Energy')],
  'Health & Nursing': [s('Nursing', 'BN', 'MN'), s('Public Health', 'BSc', 'MPH'), s('Physiotherapy')],
  'Humanities & Languages': [a('English Literature'), a('History'), a('Modern Languages'), a('Philosophy')],
  Law: [s('Law', 'LLB', 'LLM'), s('International Law', 'LLB', 'LLM'), s('Criminology', 'BA', 'MA')],
  'Mathematics & Statistics': [s('Mathematics'), s('Statistics'), s('Actuarial Science')],
  'Media & Communications': [a('Media and Communication'), a('Journalism'), a('Film Studies')],
  'Medicine & Pharmacy': [s('Pharmacy', 'MPharm', 'MSc'), s('Pharmacology'), s('Biomedical Sciences')],
  'Physical Sciences': [s('Physics'), s('Chemistry'), s('Astrophysics'), s('Geology')],
  Psychology: [s('Psychology'), s('Clinical Psychology'), s('Organisational Psychology')],
  'Social Sciences': [a('Sociology'), a('International Relations'), a('Politics'), a('Social Work')],
  'Tourism, Hospitality & Events Management': [
    s('International Hospitality Management'),
    s('Tourism Management'),
    s('Events Management'),
  ],
};

/** The UCAS letter of each field (JACS subject groups), for UK undergraduate codes like 'G400'. */
export const UCAS_LETTER: Record<TFieldOfStudy, string> = {
  'Accounting & Finance': 'N',
  'Architecture & Construction': 'K',
  'Art & Design': 'W',
  'Biological Sciences': 'C',
  'Business & Management': 'N',
  'Computer Science & IT': 'G',
  Economics: 'L',
  Education: 'X',
  Engineering: 'H',
  'Environmental Science': 'F',
  'Health & Nursing': 'B',
  'Humanities & Languages': 'Q',
  Law: 'M',
  'Mathematics & Statistics': 'G',
  'Media & Communications': 'P',
  'Medicine & Pharmacy': 'B',
  'Physical Sciences': 'F',
  Psychology: 'C',
  'Social Sciences': 'L',
  'Tourism, Hospitality & Events Management': 'N',
};

/** Typical careers named in overviews, per field. */
export const CAREERS: Record<TFieldOfStudy, string> = {
  'Accounting & Finance': 'accountant, financial analyst or auditor',
  'Architecture & Construction': 'architectural assistant, site manager or surveyor',
  'Art & Design': 'designer, art director or creative consultant',
  'Biological Sciences': 'laboratory scientist, researcher or biotech analyst',
  'Business & Management': 'management consultant, business analyst or marketing manager',
  'Computer Science & IT': 'software developer, data analyst or security engineer',
  Economics: 'economist, policy analyst or investment analyst',
  Education: 'teacher, learning designer or education officer',
  Engineering: 'design engineer, project engineer or technical consultant',
  'Environmental Science': 'environmental consultant, energy analyst or conservation officer',
  'Health & Nursing': 'registered nurse, health officer or allied health professional',
  'Humanities & Languages': 'editor, translator or cultural heritage officer',
  Law: 'legal adviser, paralegal or compliance officer',
  'Mathematics & Statistics': 'statistician, actuary or quantitative analyst',
  'Media & Communications': 'journalist, content strategist or PR executive',
  'Medicine & Pharmacy': 'pharmacist, clinical researcher or regulatory affairs officer',
  'Physical Sciences': 'research scientist, laboratory analyst or data scientist',
  Psychology: 'assistant psychologist, HR specialist or research assistant',
  'Social Sciences': 'policy officer, social researcher or NGO programme manager',
  'Tourism, Hospitality & Events Management': 'hotel manager, events planner or tourism officer',
};
