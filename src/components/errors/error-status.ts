/** The error page of a failed load: 403 and 404 as they are, anything else (network included) 500. */
export type ErrorStatus = 403 | 404 | 500;

export function errorStatusOf(status: number | undefined): ErrorStatus {
  return status === 403 || status === 404 ? status : 500;
}
