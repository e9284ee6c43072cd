// No imports: the registration page's first load reads this constant alone (the rest of
// invitation-rules.ts loads with its own chunk, only when the link has a code).

/** The register page's query holding an invitation code: `/visit/register/?invite=CODE`. */
export const INVITE_QUERY = 'invite';
