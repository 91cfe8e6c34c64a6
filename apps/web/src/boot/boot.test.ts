import { PROFILE_PHOTO_URL } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PROFILE_URLS, firstStudentCoursesUrl, takeEarlyResponse } from '../lib/early-responses.ts';
import { boot } from './boot.ts';

// Named within the assets folder, as the build writes the map (vite-plugins/boot-script.ts).
const ROUTE_CHUNKS = { '/courses': ['signed-in.js', 'signed-in.css'] };

let fetchSpy: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchSpy = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ page: 1 }), { status: 200 })));
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-signed-in');
  for (const link of document.head.querySelectorAll('link')) link.remove();
  delete window.earlyResponses;
  window.history.replaceState(null, '', '/');
});

function openAs(address: string, session: Record<string, string>, token: string | null = 'the-token') {
  window.history.replaceState(null, '', address);
  if (token) localStorage.setItem('token', token);
  for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
  boot(ROUTE_CHUNKS);
}

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);

describe('the boot script (src/boot)', () => {
  it('does nothing for a visitor without a token', () => {
    openAs('/courses', { studentId: '41', role: 'STUDENT' }, null);
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(false);
    expect(preloads()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("marks a signed-in page and preloads the address's chunks (scripts at low priority)", () => {
    openAs('/courses?q=law', { studentId: '41', role: 'STUDENT' });
    expect(document.documentElement.hasAttribute('data-signed-in')).toBe(true);
    expect(preloads()).toEqual([
      ['modulepreload', '/assets/signed-in.js'],
      ['preload', '/assets/signed-in.css'],
    ]);
    const script = document.head.querySelector('link[rel="modulepreload"]') as HTMLLinkElement;
    expect(script.fetchPriority).toBe('low');
  });

  it("asks for /courses's first page early, with the token, for the app to take", async () => {
    openAs('/courses', { studentId: '41', role: 'STUDENT' });
    const url = firstStudentCoursesUrl('41');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith(
      url,
      expect.objectContaining({ headers: { Accept: 'application/json', Authorization: 'Bearer the-token' } }),
    );
    await expect(takeEarlyResponse(url)).resolves.toEqual({ page: 1 });
    expect(takeEarlyResponse(url)).toBeUndefined(); // taken once
  });

  it("asks for /profile's profile, documents and photo early, in one round", async () => {
    openAs('/profile', { studentId: '41', role: 'STUDENT' });
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual([
      '/api/student-profiles',
      '/student/document/download-all',
      '/api/student-profiles/download/photo',
    ]);
    expect(EARLY_PROFILE_URLS.photo).toBe(PROFILE_PHOTO_URL);
    for (const url of Object.values(EARLY_PROFILE_URLS)) {
      await expect(takeEarlyResponse(url)).resolves.toEqual({ page: 1 });
    }
  });

  it.each([
    ['/application-journey', ['/api/application', '/api/student-profiles', '/student/document/download-all']],
    ['/dashboard', ['/api/dashboard']],
    ['/shortlisted', ['/shortlist', '/api/dashboard']],
  ])("asks for %s's first reads early", async (address, urls) => {
    openAs(address, { studentId: '41', role: 'STUDENT' });
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(urls);
    for (const url of urls) await expect(takeEarlyResponse(url)).resolves.toEqual({ page: 1 });
  });

  it.each([
    ['staff on /profile', '/profile', { studentId: '3', role: 'ADMIN' }],
    ['another address', '/payment', { studentId: '41', role: 'STUDENT' }],
    ['a shortlist search', '/shortlisted?q=law', { studentId: '41', role: 'STUDENT' }],
    ['a search', '/courses?q=law', { studentId: '41', role: 'STUDENT' }],
    ['a course detail', '/courses?course=7', { studentId: '41', role: 'STUDENT' }],
    ['a tab without its session keys', '/courses', {}],
    ['staff', '/courses', { studentId: '3', role: 'COUNSELLOR' }],
  ])('asks nothing early for %s', (_name, address, session) => {
    openAs(address, session);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(window.earlyResponses).toBeUndefined();
  });

  it('leaves a failed early request for the app to ask again', async () => {
    fetchSpy.mockImplementation(() => Promise.resolve(new Response('{}', { status: 500 })));
    openAs('/courses', { studentId: '41', role: 'STUDENT' });
    await expect(takeEarlyResponse(firstStudentCoursesUrl('41'))).resolves.toBeNull();
  });
});
