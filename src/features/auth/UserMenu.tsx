import React from 'react';
import { LocalizedLink } from '../../components/ui/LocalizedLink';

// Placeholder of the header's account area; the accounts work replaces it (login/register
// links, or the avatar and nickname menu with logout for a signed-in user).
export function UserMenu() {
  return (
    <span>
      <LocalizedLink to="/login/">Login</LocalizedLink> · <LocalizedLink to="/register/">Register</LocalizedLink>
    </span>
  );
}
