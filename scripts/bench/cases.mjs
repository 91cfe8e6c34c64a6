// The measured calls, each a list of requests autocannon cycles through (a connection sends them in
// turn), so one case covers several filters, pages, courses and students, as real traffic would.
// Goals (docs/decisions/0007-several-instances.md): the share of hello-world's req/s (per database) and the
// p99 in ms.

const PAGE_SIZE = 10;
const NO_FILTER = { course_category: [], country: [], studyLevel: '' };

/** [filter as the web app sends it (§7), page]: broad, narrow and deep pages. */
const FILTERS = [
  [{}, 1],
  [{ studyLevel: 'Undergraduate' }, 1],
  [
    {
      studyLevel: 'Postgraduate',
      course_category: ['Engineering', 'Law', 'Economics'],
      country: ['UK', 'Canada'],
    },
    1,
  ],
  [{ country: ['UK', 'Canada'] }, 2],
  [{ course_category: ['Computer Science & IT', 'Business & Management'] }, 2],
  [{ studyLevel: 'Postgraduate', country: ['Germany'] }, 3],
  [{ studyLevel: 'Undergraduate' }, 50],
  [{}, 500],
];
const DETAIL_IDS = 16;
const JSON_BODY = { 'content-type': 'application/json' };

const auth = (student) => ({ authorization: `Bearer ${student.token}` });
const get = (student, path) => ({ method: 'GET', path, headers: auth(student) });
const send = (method, student, path, body) => ({
  method,
  path,
  headers: { ...auth(student), ...JSON_BODY },
  body: JSON.stringify(body),
});

const perStudent = (students, build) => students.map(build);

/** The personal section as the profile page saves it: its five fields, the name changed each time. */
const personal = (student, variant) => ({
  fullName: `${student.name} ${variant}`,
  dateOfBirth: '2001-08-15',
  maritalStatus: 'SINGLE',
  nationality: 'Indian',
  passportNumber: `P12345${variant === 'A' ? 67 : 76}`,
});

const CATALOGUE = { ratio: { pglite: 0.5, postgres: 0.5 }, p99: 10 };
const OWN_READ = { ratio: { pglite: 0.1, postgres: 0.2 }, p99: 25 };

export const CASES = [
  {
    id: 'filter',
    name: 'POST /api/course/filter',
    goal: CATALOGUE,
    requests: (students) =>
      FILTERS.map(([filter, page], index) =>
        send(
          'POST',
          students[index % students.length],
          `/api/course/filter?pageNumber=${page}&pageSize=${PAGE_SIZE}`,
          { ...NO_FILTER, ...filter },
        ),
      ),
  },
  {
    id: 'listing',
    name: 'GET /api/course/student',
    goal: CATALOGUE,
    requests: (students) =>
      [1, 2, 5].flatMap((page) =>
        perStudent(students, (student) =>
          get(
            student,
            `/api/course/student?studentId=${student.studentId}&pageNumber=${page}&pageSize=${PAGE_SIZE}`,
          ),
        ),
      ),
  },
  {
    id: 'detail',
    name: 'GET /api/course/university/:id',
    goal: CATALOGUE,
    requests: (students, courseCount) =>
      Array.from({ length: DETAIL_IDS }, (_, index) => {
        const id = 1 + Math.floor(((index + 0.5) * courseCount) / DETAIL_IDS);
        return get(students[index % students.length], `/api/course/university/${id}`);
      }),
  },
  {
    id: 'profile',
    name: 'GET /api/student-profiles',
    goal: OWN_READ,
    requests: (students) => perStudent(students, (student) => get(student, '/api/student-profiles')),
  },
  {
    id: 'shortlist',
    name: 'GET /shortlist',
    goal: OWN_READ,
    requests: (students) => perStudent(students, (student) => get(student, '/shortlist')),
  },
  {
    id: 'dashboard',
    name: 'GET /api/dashboard',
    goal: { ratio: { postgres: 0.1 }, p99: 40 },
    requests: (students) => perStudent(students, (student) => get(student, '/api/dashboard')),
  },
  {
    id: 'profile-write',
    name: 'PUT /api/student-profiles (personal)',
    goal: { ratio: {} },
    requests: (students) =>
      ['A', 'B'].flatMap((variant) =>
        perStudent(students, (student) =>
          send('PUT', student, '/api/student-profiles', personal(student, variant)),
        ),
      ),
  },
];

export const CASE_IDS = CASES.map((testCase) => testCase.id);
