// A small contract in the bundled contract's style, for the checker's and the fuzz phase's tests: an
// envelope with a nullable field, a bound, a format and a pattern; a shared 404; a required header on
// a 503; a literal path beside a templated one; an HTML answer.
const envelope = (value) => ({
  type: 'object',
  required: ['success', 'message', 'value'],
  properties: { success: { type: 'boolean' }, message: { type: 'string', nullable: true }, value },
});
const json = (schema) => ({ 'application/json': { schema } });

export const spec = {
  openapi: '3.0.3',
  info: { title: 'test', version: '1' },
  servers: [{ url: '/api' }],
  paths: {
    '/things/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 20 } }],
      get: {
        operationId: 'getThing',
        parameters: [{ name: 'count', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 5 } }],
        responses: {
          200: { description: 'ok', content: json({ $ref: '#/components/schemas/ThingResult' }) },
          400: { $ref: '#/components/responses/BadRequest' },
          404: { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/things/special': {
      get: {
        operationId: 'getSpecial',
        responses: {
          200: { description: 'a page', content: { 'text/html': { schema: { type: 'string' } } } },
        },
      },
    },
    '/things': {
      post: {
        operationId: 'addThing',
        requestBody: { required: true, content: json({ $ref: '#/components/schemas/Thing' }) },
        responses: {
          200: { description: 'ok', content: json({ $ref: '#/components/schemas/ThingResult' }) },
          400: { $ref: '#/components/responses/BadRequest' },
          503: {
            description: 'busy',
            headers: { 'Retry-After': { required: true, schema: { type: 'integer' } } },
            content: json({ $ref: '#/components/schemas/Error' }),
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', 'price'],
        properties: {
          id: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[a-z_0-9]+$' },
          price: { type: 'number', minimum: 0, maximum: 1000 },
          note: { type: 'string', nullable: true, maxLength: 30 },
          on: { type: 'string', format: 'date' },
          kind: { type: 'integer', enum: [1, 2, 3] },
          tags: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 10 } },
        },
      },
      ThingResult: envelope({ $ref: '#/components/schemas/Thing' }),
      Error: {
        type: 'object',
        required: ['success', 'message'],
        properties: { success: { type: 'boolean' }, message: { type: 'string' } },
      },
    },
    responses: {
      BadRequest: { description: 'bad input', content: json({ $ref: '#/components/schemas/Error' }) },
      NotFound: { description: 'unknown id', content: json({ $ref: '#/components/schemas/Error' }) },
    },
  },
};

export const thing = { id: 'lamp_1', price: 12.5, note: null, on: '2026-12-05', kind: 2, tags: ['a'] };
