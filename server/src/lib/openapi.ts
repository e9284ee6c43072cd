import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { Type, type TSchema } from '@sinclair/typebox';
import { API_VERSION, ApiHeaders, Envelope, ErrorEnvelope } from '@expo/contract';
import { ADMIN_SECRET_HEADER } from './secrets';

/** Who may call a group of routes; set by the group's guard, read by the reference. */
export type Access = 'member' | 'editor' | 'gate' | 'kiosk' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The route answers a file of this media type (or of one of these) instead of the envelope (for the reference). */
    file?: string | readonly string[];
    /** The route takes one file as multipart/form-data (for the reference). */
    upload?: boolean;
    /** Answers the route gives besides the ones every route of its kind has (for the reference). */
    errors?: readonly RouteError[];
  }
}

/** Error answers a route declares in its config (`errors`), described once here. */
export type RouteError = 403 | 404 | 409 | 429 | 700;
const ROUTE_ERRORS: Record<RouteError, string> = {
  403: 'Forbidden: the member may not do this (see `msg`)',
  404: 'No such record',
  409: 'Someone else saved this record after the version the request builds on: `data` holds their version (`theirs`) and the values not saved (`yours`)',
  429: 'Too many requests: a limit of this call is reached (docs/api.md, Limits); `msg` says how long to wait or which quota',
  700: 'The member named in the request is not the signed-in member (sent with HTTP 403)',
};

/** Marks every route registered in `scope` (a guarded group) with its access, for the reference. */
export function documentAccess(scope: { addHook: FastifyInstance['addHook'] }, access: Access): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access };
  });
}

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  member: [{ memberToken: [] }],
  editor: [{ editorToken: [] }],
  gate: [{ gateToken: [] }],
  kiosk: [{ kioskToken: [] }],
  admin: [{ adminSecret: [] }],
};

/** The tag of a path, by its first segment under /api. */
const TAGS: [RegExp, string][] = [
  [/^\/api\/common\/(captcha|sendSmsCode|sendEmailCode)/, 'Accounts'],
  [/^\/api\/common\/marks/, 'Collections and likes'],
  [/^\/api\/(common|media)\//, 'Content'],
  [/^\/api\/auth\//, 'Accounts'],
  [/^\/api\/member\/(mark|collect)/, 'Collections and likes'],
  [/^\/api\/member\/(demands|claims)/, 'Demands'],
  [/^\/api\/member\/inquiries/, 'Inquiries'],
  [/^\/api\/(visit|gate|kiosk|member\/visit|member\/leads)/, 'Visitors and badges'],
  [/^\/api\/member\/exhibitor/, 'Exhibitor centre'],
  [/^\/api\/member\//, 'Member'],
  [/^\/api\/demand\//, 'Demands'],
  [/^\/api\/inquiry/, 'Inquiries'],
  [/^\/api\/polyv\//, 'Live'],
  [/^\/api\/editor\//, 'Editor'],
  [/^\/api\/admin\//, 'Local admin'],
];

const DESCRIPTION = `The content API of the Bakery China exhibition website. The narrative (caching, languages,
limits, delivery of codes) is docs/api.md in the repository; this reference lists every call.

Every answer is the envelope \`{ code, msg, data }\`: \`code\` 200 is success; 400 bad input (\`msg\` names
the field), 401 not signed in or token expired, 403 forbidden, 404 not found, 429 too many requests,
500 server error, 700 page user differs from the signed-in user (sent with HTTP 403). The HTTP status
equals \`code\` where \`code\` is an HTTP status. Lists answer \`data: { rows, total }\` and take \`pageNum\`
and \`pageSize\`.

Every call reads the \`lang\` (\`zh_CN\` default, or \`en_US\`) and \`version\` (\`${API_VERSION}\`) headers: any
other value answers 400. Member calls take \`Authorization: Bearer <token>\` from a sign-in call; editor
calls an editor's token from \`POST /api/editor/login\`; local admin calls answer only on the loopback
interface, with the \`${ADMIN_SECRET_HEADER}\` header.`;

/**
 * The OpenAPI 3.1 document of every route registered after this in `api` (at /api/openapi.json)
 * and its reference page (/api/docs, Swagger UI served from the package's own files).
 */
export async function registerOpenApi(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Bakery China content API', version: API_VERSION, description: DESCRIPTION },
      components: {
        securitySchemes: {
          memberToken: { type: 'http', scheme: 'bearer', description: 'A member session token (sign-in and register calls answer it)' },
          editorToken: { type: 'http', scheme: 'bearer', description: 'An editor session token (POST /api/editor/login)' },
          gateToken: { type: 'http', scheme: 'bearer', description: 'A gate account session token (POST /api/gate/login)' },
          kioskToken: { type: 'http', scheme: 'bearer', description: 'A kiosk account session token (POST /api/kiosk/login)' },
          adminSecret: { type: 'apiKey', in: 'header', name: ADMIN_SECRET_HEADER, description: 'ADMIN_SECRET, or the key kept in the database (copied to DATA_DIR/admin.secret beside the embedded database); loopback only' },
        },
      },
    },
    transform: ({ schema, url, route }) => ({ url, schema: documented(schema as RouteSchema | undefined, url, route as RouteOptions) }) as never,
  });
  api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
  await api.register(swaggerUi, {
    routePrefix: '/docs',
    indexPrefix: '/api',
    // The page's own files only; no upgrade-insecure-requests, so it works over plain HTTP too.
    staticCSP: "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    uiConfig: { validatorUrl: null, defaultModelsExpandDepth: 0, docExpansion: 'list' },
    theme: { title: 'Bakery China API reference' },
  });
}

interface RouteSchema {
  hide?: boolean;
  tags?: string[];
  headers?: TSchema;
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A route's schema as the reference shows it: the gate's headers, its access, the error answers. */
function documented(schema: RouteSchema | undefined, url: string, route: RouteOptions): RouteSchema {
  if (schema?.hide) return schema;
  const access = route.config?.access;
  const errors: Record<string, unknown> = {
    400: error('Bad input: a bad `lang` or `version` header, or a field (named in `msg`, and in `data.field` when the message is written for people)'),
    ...(access === 'admin' ? { 403: error('Not on the loopback interface, or a wrong admin secret') } : {}),
    ...(access === 'member' || access === 'editor' || access === 'gate' ? { 401: error('Not signed in, or the session expired') } : {}),
    ...(url.includes(':') ? { 404: error(ROUTE_ERRORS[404]) } : {}),
    ...(route.config?.upload
      ? { 413: error('The upload is larger than allowed'), 415: error('Not multipart/form-data'), 429: error(ROUTE_ERRORS[429]) }
      : {}),
    ...Object.fromEntries((route.config?.errors ?? []).map((code) => [code === 700 ? 403 : code, error(code === 700 ? `${ROUTE_ERRORS[403]}; or code 700: ${ROUTE_ERRORS[700]}` : ROUTE_ERRORS[code])])),
    500: error('Server error (never a stack trace)'),
  };
  const { file, upload } = route.config ?? {};
  return {
    ...schema,
    tags: schema?.tags ?? [TAGS.find(([pattern]) => pattern.test(url))?.[1] ?? 'System'],
    headers: schema?.headers ? Type.Composite([ApiHeaders, schema.headers as never]) : ApiHeaders,
    ...(access ? { security: SECURITY[access] } : {}),
    ...(upload ? { consumes: ['multipart/form-data'], body: Type.Object({ file: Type.String({ format: 'binary' }) }) } : {}),
    response: {
      ...errors,
      ...schema?.response,
      200: file
        ? { description: `The file (${[file].flat().join(' or ')})`, content: Object.fromEntries([file].flat().map((type) => [type, { schema: Type.String({ format: 'binary' }) }])) }
        : { ...((schema?.response?.[200] as object | undefined) ?? Envelope(Type.Unknown())), description: 'Success: the envelope with code 200' },
    },
  };
}

function error(description: string) {
  return { ...ErrorEnvelope, description };
}
