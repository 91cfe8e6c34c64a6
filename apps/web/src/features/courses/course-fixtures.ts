import type { TCourse, TCoursePage } from '@portal/contract';

/** Test data: a course as the API sends it (override any field). */
export function makeCourse(id: number, overrides: Partial<TCourse> = {}): TCourse {
  return {
    id,
    name: `MSc Course Number ${id}`,
    country: 'UK',
    campus: 'Main campus',
    intake: 'September 2027',
    fees: 18500,
    duration: '1 year',
    link: 'https://example.ac.uk/',
    overview: 'Course overview\nA fine course.\n\nKey facts\nStart date: September 2027\nDuration: 1 year',
    entryRequirements: 'Academic requirements\nA bachelor degree.\n\nEnglish language\nIELTS 6.5 overall.',
    level: 'Postgraduate',
    category: 'Computer Science & IT',
    studyMode: 'Full-time',
    ucasCode: null,
    university: {
      id: 1,
      name: 'University of Manchester',
      country: 'UK',
      imageUrl: '/media/universities/manchester/image.svg',
      iconUrl: '/media/universities/manchester/icon.svg',
    },
    ...overrides,
  };
}

/** A page of `size` courses numbered from (page - 1) * 10 + 1. */
export function makePage(page: number, totalElements: number, size = 10): TCoursePage {
  const first = (page - 1) * 10 + 1;
  const count = Math.max(0, Math.min(size, totalElements - first + 1));
  return {
    content: Array.from({ length: count }, (_, index) => makeCourse(first + index)),
    page,
    size: 10,
    totalElements,
    totalPages: Math.ceil(totalElements / 10),
  };
}

/** A stand-in IntersectionObserver (jsdom has none): `intersectAll()` tells every observer its target is in view. */
/**
 * A stand-in IntersectionObserver: `intersectAll` reports every observed target in view. With `isInView`, it
 * also reports each target's state when observation starts, as a browser does on its next frame, judged
 * from the page as it is at that moment.
 */
export function installIntersectionObserver({ isInView }: { isInView?: (target: Element) => boolean } = {}) {
  const observers = new Set<FakeIntersectionObserver>();
  class FakeIntersectionObserver {
    readonly targets = new Set<Element>();
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
      if (!isInView) return;
      const entry = { isIntersecting: isInView(target), target } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
  }
  const original = window.IntersectionObserver;
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    /** Reports every observed target in view; answers how many observers were told (0: none watching yet). */
    intersectAll: () => {
      let told = 0;
      for (const observer of [...observers]) {
        const entries = [...observer.targets].map(
          (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
        );
        if (entries.length === 0) continue;
        observer.callback(entries, observer as unknown as IntersectionObserver);
        told += 1;
      }
      return told;
    },
    restore: () => {
      window.IntersectionObserver = original;
    },
  };
}
