import type { FastifyInstance } from 'fastify';
import {
  careerPaths,
  chromelessPaths,
  jobPagePath,
  paths,
  publicPaths,
} from '@vistaar/shared/config/routes';
import { listOpenJobs } from '../careers';

/**
 * robots.txt and sitemap.xml for search engines: public pages and every open job's page in
 * (with when it last changed), staff and personal pages out.
 */
export async function siteRoutes(app: FastifyInstance) {
  const base = app.config.publicUrl;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const disallowed = [
      ...chromelessPaths,
      paths.employeeDetails,
      paths.myVerifications,
      `${paths.verify}/`,
      careerPaths.alerts,
      '/api/',
    ];
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return [
      'User-agent: *',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = publicPaths
      .map(
        (path) =>
          `  <url><loc>${base}${path === '/' ? '/' : path}</loc><changefreq>${path === '/' || path === paths.career ? 'daily' : 'monthly'}</changefreq><priority>${path === '/' ? '1.0' : '0.7'}</priority></url>`,
      )
      .join('\n');
    const jobUrls = (await listOpenJobs(app.database.db))
      .map(
        (job) =>
          `  <url><loc>${base}${jobPagePath(job)}</loc><lastmod>${job.updated_at}</lastmod><changefreq>weekly</changefreq><priority>0.6</priority></url>`,
      )
      .join('\n');
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[urls, jobUrls].filter(Boolean).join('\n')}\n</urlset>\n`;
  });
}
