import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/outbox';

/** What operations need from the outside world; routes pass `app.deps`, tests build their own. */
export interface Deps {
  db: Db;
  mailer: Mailer;
  config: Config;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
