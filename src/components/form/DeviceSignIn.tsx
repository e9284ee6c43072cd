import React, { useId, useState } from 'react';
import { FieldFrame, Form, FormError, PrimaryButton } from './form-ui';

export type DeviceSignInText = 'signInTitle' | 'signInAgain' | 'username' | 'password' | 'signIn' | 'noNetwork';

interface DeviceSignInProps<T> {
  /** the form's texts in the page's language */
  text: (key: DeviceSignInText) => string;
  /** the device's session ended (signed out elsewhere, or expired): say so above the form */
  ended: boolean;
  /** the session, or the API's refusal in the user's language (null: no answer) */
  signIn: (username: string, password: string) => Promise<{ session: T } | { refused: string | null }>;
  onSignedIn: (session: T) => void;
}

/** A shared device's sign-in with its own account (the gate's scanner, the venue kiosk). */
export function DeviceSignIn<T>({ text, ended, signIn, onSignedIn }: DeviceSignInProps<T>) {
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await signIn(username.trim(), password);
    setBusy(false);
    if ('session' in result) onSignedIn(result.session);
    else setError(result.refused ?? text('noNetwork'));
  };
  return (
    <Form onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text('signInTitle')}</h2>
      {ended ? <FormError role="alert">{text('signInAgain')}</FormError> : null}
      <FieldFrame label={text('username')} htmlFor={`${id}-username`}>
        <input id={`${id}-username`} autoComplete="username" autoCapitalize="none" value={username} onChange={(e) => setUsername(e.target.value)} required />
      </FieldFrame>
      <FieldFrame label={text('password')} htmlFor={`${id}-password`}>
        <input id={`${id}-password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </FieldFrame>
      {error ? <FormError role="alert">{error}</FormError> : null}
      <PrimaryButton type="submit" disabled={busy || !username.trim() || !password}>{text('signIn')}</PrimaryButton>
    </Form>
  );
}
