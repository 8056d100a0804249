import type { FastifyInstance } from 'fastify';
import { careerPaths } from '@vistaar/shared/config/routes';
import { cacheBody, sendCached, type CachedBody } from '../../lib/cached-body';
import { jsonFeed, rssFeed } from './job-feed-documents';

interface FeedBodies {
  version: string;
  rss: Promise<CachedBody>;
  json: Promise<CachedBody>;
}

/**
 * The open jobs as RSS 2.0 and as JSON Feed, built from the open-jobs snapshot and cached
 * under its version, like the job pages: a job posted, closed or past its date changes them
 * on the next request. Unchanged feeds answer 304 to their ETag.
 */
export async function jobFeedRoutes(app: FastifyInstance) {
  let bodies: FeedBodies | undefined;

  async function current(): Promise<FeedBodies> {
    const snapshot = await app.openJobs();
    if (bodies?.version === snapshot.version) return bodies;
    const base = app.config.publicUrl;
    const next: FeedBodies = {
      version: snapshot.version,
      rss: cacheBody(rssFeed(snapshot.jobs, base), 'application/rss+xml; charset=utf-8'),
      json: cacheBody(jsonFeed(snapshot.jobs, base), 'application/feed+json; charset=utf-8'),
    };
    bodies = next;
    Promise.all([next.rss, next.json]).catch(() => {
      if (bodies === next) bodies = undefined;
    });
    return next;
  }

  const options = { compress: false, schema: { hide: true } } as const;
  app.get(careerPaths.feed, options, async (request, reply) =>
    sendCached(request, reply, await (await current()).rss, { cacheControl: 'no-cache' }),
  );
  app.get(careerPaths.jobsJson, options, async (request, reply) =>
    sendCached(request, reply, await (await current()).json, { cacheControl: 'no-cache' }),
  );
}
