import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/**
 * The multipart parser for resumes and photos, with outer bounds; each upload route
 * streams its parts under its own tighter limits and checks files by their bytes.
 */
export const uploadsPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      limits: {
        fileSize: 5 * 1024 * 1024,
        files: 1,
        fields: 8,
        fieldSize: 64 * 1024,
        parts: 10,
        headerPairs: 100,
      },
    });
  },
  { name: 'uploads', fastify: '5.x' },
);
