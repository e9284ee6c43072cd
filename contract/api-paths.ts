// No imports: shared by the contract's path tables (plan, visitors, exhibitor centre, meetings).

/** Where the organiser's console calls are mounted (the editors' sign-in guards everything under it). */
export const EDITOR_PREFIX = '/editor';

/**
 * A route path with its `:name` parameters filled in, e.g.
 * `fillPath('/member/meetings/:id/accept', { id: 7 })` → `/member/meetings/7/accept`.
 */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (whole, name: string) => (name in params ? encodeURIComponent(String(params[name])) : whole));
}

/** A console path as mounted under EDITOR_PREFIX (the server's console routes, the site's editor calls). */
export function underEditor(path: string): string {
  return path.startsWith(EDITOR_PREFIX) ? path.slice(EDITOR_PREFIX.length) : path;
}
