import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { studentProfileOf } from '../../../test/student-profile.ts';
import { applicationOf, listItemOf } from '../journey-fixtures.ts';
import { JourneyPage } from './journey-page.tsx';
import { ok, setUpJourneyTests } from './journey-test-kit.ts';

const kit = setUpJourneyTests();

describe('Essential Docs', { timeout: 20_000 }, () => {
  it("shows the profile's document sections with the profile's slots, the records' documents too", async () => {
    kit.serve({
      'GET /api/application': ok([listItemOf(1)]),
      'GET /api/application/1': ok(applicationOf(1)),
      'GET /api/student-profiles': ok(
        studentProfileOf({
          additionalDocuments: [
            { type: 'LANGUAGE_PROFICIENCY', universityName: 'IELTS', passingYear: '', score: '7' },
          ],
        }),
      ),
      'GET /student/document/download-all': ok({
        documents: [
          {
            id: 7,
            name: 'passport.pdf',
            type: 'PASSPORT',
            status: 'ACCEPTED',
            remarks: '',
            applicationId: null,
          },
        ],
      }),
    });
    renderWithApp(<JourneyPage />, { route: '/application-journey?applicationId=1&step=0' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Essential Docs' })).toBeInTheDocument();
    const slotsOf = (section: string) =>
      within(screen.getByRole('region', { name: section }))
        .getAllByRole('group')
        .map(
          (group) => group.getAttribute('aria-labelledby') && within(group).getAllByText(/./)[0]?.textContent,
        );
    // The groups are drawn once the profile's records are known (the academic group grows with them).
    expect(await screen.findByRole('group', { name: 'IELTS' })).toBeInTheDocument();
    expect(slotsOf('Personal Informations')).toEqual(['Passport']);
    expect(slotsOf('Academic Documents')).toEqual(['SSC (10th)', 'HSC (12th)', 'IELTS']);
    expect(slotsOf('Additional Documents')).toEqual([
      'Resume (CV)',
      'Letter of Recommendation 1',
      'Letter of Recommendation 2',
      'Experience Certificate',
    ]);
    const passport = screen.getByRole('group', { name: 'Passport' });
    expect(await within(passport).findByText('ACCEPTED')).toBeInTheDocument();
    expect(within(passport).getByLabelText('Passport file')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your profile' })).toHaveAttribute('href', '/profile');
  });
});
