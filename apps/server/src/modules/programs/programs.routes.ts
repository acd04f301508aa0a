import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';

export async function programsRoutes(_app: FastifyInstance, _options: { db: Db }) {}
