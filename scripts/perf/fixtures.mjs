// What the measured pages show: a student with a filled profile, a photo and documents, booked
// counselling, a shortlist and an application with a statement of purpose.
import zlib from 'node:zlib';
import { call } from './portal.mjs';

/** A valid one-page PDF (correct xref offsets), as e2e/support/sample-files.ts makes it. */
export function onePagePdf(sentence) {
  const content = `BT /F1 18 Tf 56 760 Td (${sentence}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n\r\n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 64 × 64 PNG (RGB gradient) for the profile photo. */
export function smallPng() {
  const size = 64;
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) rows.set([x * 4, y * 4, 160], y * (1 + size * 3) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Gives the signed-in student what a real /profile shows: every section filled (a degree row too), a
 * photo, and three uploaded documents, so the slots show statuses and preview buttons.
 */
export async function fillProfile({ baseUrl }, { localItems: { token } }) {
  await call(baseUrl, 'PUT', '/api/student-profiles', {
    token,
    body: {
      fullName: 'Perf Student',
      dateOfBirth: '2001-08-15',
      maritalStatus: 'SINGLE',
      nationality: 'Indian',
      passportNumber: 'P1234567',
      phoneNumber: '9876543210',
      email: 'perf.student@example.com',
      addressLineOne: '12 MG Road',
      addressLineTwo: 'Camp',
      city: 'Pune',
      zipCode: '411001',
      state: 'Maharashtra',
      country: 'India',
      additionalDocuments: [
        { type: 'SSC', universityName: 'CBSE', passingYear: '2017', score: '92%' },
        { type: 'HSC', universityName: 'State Board', passingYear: '2019', score: 'A+' },
        { type: 'UNDERGRADUATE', universityName: 'University of Pune', passingYear: '2022', score: '8.1' },
      ],
    },
  });
  await call(baseUrl, 'PUT', '/api/student-profiles/upload/photo', {
    token,
    body: { contentType: 'image/png', base64String: smallPng().toString('base64') },
  });
  for (const [type, name] of [
    ['PASSPORT', 'passport.pdf'],
    ['SSC', 'ssc-marksheet.pdf'],
    ['RESUME', 'resume.pdf'],
  ]) {
    await uploadPdf(baseUrl, token, '/student/document/upload', { type, name });
  }
}

/** A one-page PDF sent as multipart `file` (plus `fields`) to `url`. */
async function uploadPdf(baseUrl, token, url, fields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(
    'file',
    new Blob([onePagePdf(`${fields.name} of Perf Student`)], { type: 'application/pdf' }),
    fields.name,
  );
  const response = await fetch(`${baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Books the first free counselling slot of the coming week (dates as YYYY-MM-DD, India time is near enough). */
async function bookCounselling(baseUrl, token) {
  for (let days = 1; days <= 8; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const slots = await call(baseUrl, 'GET', `/api/counselling/slots?date=${date}`, { token });
    const slot = slots.find((candidate) => candidate.available);
    if (slot) {
      const topics = ['COURSE_SELECTION', 'VISA_PROCESS'];
      return call(baseUrl, 'POST', '/api/counselling/book', {
        token,
        body: { date, time: slot.time, topics },
      });
    }
  }
  throw new Error('no free counselling slot in the coming week');
}

/**
 * The rest of the journey, for /dashboard, /shortlisted and /application-journey: booked counselling,
 * three shortlisted courses, the fee recorded and the first course made an expert choice by the
 * counsellor, an application to it with a statement of purpose.
 */
export async function prepareJourney({ baseUrl }, { localItems: { token }, sessionItems }, staffToken) {
  const { studentId } = sessionItems;
  await bookCounselling(baseUrl, token);
  const page = await call(
    baseUrl,
    'GET',
    `/api/course/student?studentId=${studentId}&pageNumber=1&pageSize=3`,
    {
      token,
    },
  );
  const courseIds = page.content.map((course) => course.id);
  for (const courseId of courseIds) {
    await call(baseUrl, 'POST', '/shortlist/add', { token, body: { courseId, status: 'STUDENT_CHOICE' } });
  }
  const [firstCourseId] = courseIds;
  await call(baseUrl, 'POST', `/api/staff/students/${studentId}/payments`, {
    token: staffToken,
    body: { amount: 4956 },
  });
  await call(baseUrl, 'PUT', `/api/staff/students/${studentId}/shortlist/${firstCourseId}`, {
    token: staffToken,
    body: { status: 'EXPERT_CHOICE' },
  });
  const application = await call(baseUrl, 'POST', '/api/application', {
    token,
    body: { courseId: firstCourseId },
  });
  const query = `applicationId=${application.id}&type=STATEMENT_OF_PURPOSE&name=statement-of-purpose.pdf`;
  await uploadPdf(baseUrl, token, `/application/document/upload?${query}`, {
    name: 'statement-of-purpose.pdf',
  });
  return application;
}
