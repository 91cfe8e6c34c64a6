import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { makeCourse } from '../course-fixtures.ts';
import { CourseCard } from './course-card.tsx';

const noop = () => {};
const LONG_CAMPUS = 'Sainte-Anne-de-Bellevue (Macdonald)';

function renderCard(overrides: Parameters<typeof makeCourse>[1] = {}) {
  renderWithApp(
    <CourseCard
      course={makeCourse(3, overrides)}
      isShortlisted={false}
      isPending={false}
      canOpenDashboard={false}
      listSearch=""
      isAboveFold
      onToggleShortlist={noop}
      onOpenDetails={noop}
    />,
  );
  const card = screen.getByRole('article');
  const factOf = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
  return { card, factOf };
}

describe('course card facts', () => {
  it.each([
    ['UK', 18500, 'GBP 18500'],
    ['Canada', 32000, 'CAD 32000'],
    ['Hungary', 9000, 'EUR 9000'],
    ['Germany', 1500, 'EUR 1500'],
    ['Australia', 42000, 'AUD 42000'],
    ['Netherlands', 15000, 'EUR 15000'],
  ] as const)('shows a course in %s at its fee with the currency: %s → %s', (country, fees, expected) => {
    const { factOf } = renderCard({ country, fees });
    expect(factOf('Approx. Fee')).toHaveTextContent(new RegExp(`^${expected}$`));
  });

  it("shows 'N/A' for a course without a fee", () => {
    const { factOf } = renderCard({ fees: null });
    expect(factOf('Approx. Fee')).toHaveTextContent(/^N\/A$/);
  });

  it('gives a long campus name its two-row box (it wraps there: courses.css), with the full text as its title', () => {
    const { factOf } = renderCard({ campus: LONG_CAMPUS });
    const campus = factOf('Campus');
    expect(campus).toHaveTextContent(new RegExp(`^${LONG_CAMPUS.replace(/[()]/g, '\\$&')}$`));
    expect(campus).toHaveAttribute('title', LONG_CAMPUS);
    expect(campus?.parentElement).toHaveClass('course-fact--campus');
  });
});
