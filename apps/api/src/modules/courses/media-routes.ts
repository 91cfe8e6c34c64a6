import { ZApiError } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { findUniversityBySlug } from './course-repository.ts';
import { renderIcon, renderImage } from './university-art.ts';

const ZMediaParams = z.object({
  slug: z
    .string()
    .max(120, 'slug must be lower-case letters, digits and hyphens')
    .regex(/^[a-z0-9-]{1,120}$/, 'slug must be lower-case letters, digits and hyphens'),
});
const schema = (summary: string) => ({
  tags: ['media'],
  summary,
  description:
    "Public, no token (an <img> tag cannot send one). An SVG drawn from the university's name, cached " +
    'for 30 days; an unknown slug is 404.',
  params: ZMediaParams,
  response: { 200: z.string().describe('An SVG document (image/svg+xml)'), 400: ZApiError, 404: ZApiError },
});
// The art only changes with the university's name, which practically never happens.
const CACHE_CONTROL = 'public, max-age=2592000';

/** Public university logos and banners (no token: <img> tags cannot send one). */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = [
    ['icon.svg', 'University logo (monogram)', renderIcon],
    ['image.svg', 'University campus banner', renderImage],
  ] as const;
  for (const [file, summary, render] of routes) {
    app.get(`/media/universities/:slug/${file}`, { schema: schema(summary) }, async (request, reply) => {
      const university = await findUniversityBySlug(app.db, request.params.slug);
      if (!university) throw notFound('University not found');
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', CACHE_CONTROL)
        .send(render(university));
    });
  }
};

export default mediaRoutes;
