// The measured calls, each a list of requests autocannon cycles through (a connection sends them in
// turn), so one case covers several filters, pages, courses and students, as real traffic would.
// Goals (the performance table of README.md): a share of the same-bytes reference's req/s (the call's own
// answer replayed by a bare Fastify route, same run) and a p99 within a factor of its p99; or, for a
// write, a share of hello-world's req/s per database.

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

/** Cached answers: the cost of sending the bytes should dominate. */
const CATALOGUE = { sameBytes: { ratio: 0.8, p99Factor: 2 } };
/** A student's own reads, served from the per-student cache. */
const OWN_READ = { sameBytes: { ratio: 0.5, p99Factor: 3 } };

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
    goal: OWN_READ,
    requests: (students) => perStudent(students, (student) => get(student, '/api/dashboard')),
  },
  {
    id: 'profile-write',
    name: 'PUT /api/student-profiles (personal)',
    goal: { hello: { ratio: { postgres: 0.1 } } },
    requests: (students) =>
      ['A', 'B'].flatMap((variant) =>
        perStudent(students, (student) =>
          send('PUT', student, '/api/student-profiles', personal(student, variant)),
        ),
      ),
  },
];

export const CASE_IDS = CASES.map((testCase) => testCase.id);
