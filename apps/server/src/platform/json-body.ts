// SPEC §7 "JSON default content type": a POST sent as JSON with no body reads as `{}` on every route
// (a refresh, a choice of quotation, an accept), where Fastify's own parser answers 400 to an empty
// body. Anything else goes through Fastify's parser as before: malformed JSON is a 400, a
// `__proto__` or `constructor.prototype` key is refused.
import type { FastifyInstance } from 'fastify';

export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // `parseAs: 'string'` hands a string; the type also allows the Buffer of `parseAs: 'buffer'`.
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parse(request, text, done);
  });
}
