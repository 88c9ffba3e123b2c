import type { ApiRouteKey, ApiRoutes } from '#common/api-routes.js';
import { apiRoutes } from '#common/api-routes.js';
import { errorReply } from '#common/schemas/errors.js';

type Route<K extends ApiRouteKey> = ApiRoutes[K];
type Field<K extends ApiRouteKey, F extends string> = Route<K> extends Record<F, infer S> ? S : undefined;

/**
 * A route's Fastify schema from the route table (common/api-routes.ts): what it takes, its reply
 * (checked and trimmed to the contract on the way out) and the error body for every 4xx/5xx.
 */
export function routeSchema<K extends ApiRouteKey>(key: K) {
  const route: { body?: unknown; params?: unknown; query?: unknown; reply: unknown; also?: object } = apiRoutes[key];
  const schema = {
    ...(route.body ? { body: route.body } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    response: { '4xx': errorReply, '5xx': errorReply, 200: route.reply, ...route.also },
  };
  return schema as unknown as {
    body: Field<K, 'body'>;
    params: Field<K, 'params'>;
    querystring: Field<K, 'query'>;
    response: { 200: Route<K>['reply'] } & (Route<K> extends { also: infer A } ? A : unknown);
  };
}
