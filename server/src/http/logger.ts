import type { FastifyServerOptions } from 'fastify';

/** Query parameters that must never reach a log: a login link's token is a password for 15 minutes. */
const SECRET_PARAMS = /([?&](?:token)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Structured JSON request logs (pino): one line when a request arrives and one when it is
 * answered, with method, redacted URL, client address, status and time taken.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  };
}
