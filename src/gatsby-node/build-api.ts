// The content API as the build sees it: the source plugin's client, at the plugin's address.
import { createApiClient, type ApiClient } from '../../plugins/gatsby-source-exhibition/src/api-client';
import { DEFAULT_API_URL } from '../../plugins/gatsby-source-exhibition/src/constants';

export type { ApiClient } from '../../plugins/gatsby-source-exhibition/src/api-client';

/** `API_URL` as gatsby-config reads it, else the plugin's default (the embedded server). */
export function buildApiClient(): ApiClient {
  return createApiClient({ apiUrl: process.env.API_URL || DEFAULT_API_URL });
}
