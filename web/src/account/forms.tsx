// The forms of /me that change who this browser is: save a guest's account (a passkey, or a
// user name and a password), sign in on a new device, add a passkey to an account. Each says
// what went wrong in one sentence, next to the form, and what went right in a status line.

import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import {
  AccountError,
  claimWithPassword,
  errorText,
  passkeysWork,
  registerPasskey,
  signInWithPasskey,
  signInWithPassword,
} from './auth.ts';
import type { Me } from './me.ts';
import { aw } from './words.ts';

/** A section's outcome: what went wrong (an alert) or what went right (a status). */
export interface Outcome {
  readonly error?: string;
  readonly done?: string;
}

export function OutcomeLine({ outcome, id }: { outcome: Outcome; id: string }) {
  return (
    <>
      {outcome.error ? (
        <p class="error" role="alert" id={id} data-testid={`${id}`}>
          {outcome.error}
        </p>
      ) : null}
      <p class="done" role="status" data-testid={`${id}-done`}>
        {outcome.done ?? ''}
      </p>
    </>
  );
}

/** Runs one action of a form: busy meanwhile, then its outcome. */
function useAction(): [Outcome, boolean, (run: () => Promise<string>) => Promise<void>] {
  const [outcome, setOutcome] = useState<Outcome>({});
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<string>) => {
    setBusy(true);
    setOutcome({});
    try {
      setOutcome({ done: await run() });
    } catch (e) {
      setOutcome({ error: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  return [outcome, busy, act];
}

function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: ComponentChildren;
}) {
  return (
    <label class="field">
      <span>{label}</span>
      {children}
      {hint ? <small class="muted">{hint}</small> : null}
    </label>
  );
}

/** A user name as the server takes it (lower-cased). */
const USERNAME = /^[a-z0-9_-]{3,24}$/;

const value = (e: Event) => (e.target as HTMLInputElement).value;

/** A guest saves its identity as an account. */
export function ClaimForms() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [outcome, busy, act] = useAction();
  const passkeys = passkeysWork();
  const user = username.trim().toLowerCase();
  // The user name's rule is checked before the browser asks for a fingerprint.
  const withPasskey = async () => {
    if (!USERNAME.test(user)) throw new AccountError('usernameFirst');
    await registerPasskey(user);
    return aw('claimed');
  };
  const withPassword = async () => {
    await claimWithPassword(user, password);
    setPassword('');
    return aw('claimed');
  };
  return (
    <section class="panel account-section" aria-labelledby="claim-title" data-testid="claim">
      <h2 id="claim-title">{aw('saveAccount')}</h2>
      <p>{aw('passkeyExplain')}</p>
      <form
        class="account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act(() => (password ? withPassword() : withPasskey()));
        }}
      >
        <Field label={aw('username')} hint={aw('usernameHint')}>
          <input
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellcheck={false}
            maxLength={24}
            value={username}
            onInput={(e) => setUsername(value(e))}
          />
        </Field>
        <div class="actions">
          <button
            type="button"
            class="primary"
            data-testid="claim-passkey"
            disabled={busy || !passkeys}
            onClick={() => void act(withPasskey)}
          >
            {aw('withPasskey')}
          </button>
        </div>
        {passkeys ? null : <p class="muted">{aw('err-no-passkeys')}</p>}
        <p class="muted">{aw('orPassword')}</p>
        <Field label={aw('password')} hint={aw('passwordHint')}>
          <input
            type="password"
            name="new-password"
            autoComplete="new-password"
            maxLength={200}
            value={password}
            onInput={(e) => setPassword(value(e))}
          />
        </Field>
        <div class="actions">
          <button
            type="button"
            data-testid="claim-password"
            disabled={busy}
            onClick={() => void act(withPassword)}
          >
            {aw('withPassword')}
          </button>
        </div>
        <OutcomeLine outcome={outcome} id="claim-error" />
      </form>
    </section>
  );
}

/** A person on a new device brings their account here. */
export function SignInForms() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [outcome, busy, act] = useAction();
  const welcome = (me: Me) => aw('signedIn', { name: me.name });
  return (
    <section class="panel account-section" aria-labelledby="signin-title" data-testid="sign-in">
      <h2 id="signin-title">{aw('signIn')}</h2>
      <p>{aw('signInExplain')}</p>
      <p class="muted small-print">{aw('leaveGuest')}</p>
      <div class="actions">
        <button
          type="button"
          class="primary"
          data-testid="sign-in-passkey"
          disabled={busy || !passkeysWork()}
          onClick={() => void act(async () => welcome(await signInWithPasskey()))}
        >
          {aw('signInPasskey')}
        </button>
      </div>
      {passkeysWork() ? null : <p class="muted">{aw('err-no-passkeys')}</p>}
      <form
        class="account-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act(async () => {
            const me = await signInWithPassword(username.trim(), password);
            setPassword('');
            return welcome(me);
          });
        }}
      >
        <Field label={aw('username')}>
          <input
            name="login-username"
            autoComplete="username"
            autoCapitalize="none"
            spellcheck={false}
            maxLength={40}
            required
            value={username}
            onInput={(e) => setUsername(value(e))}
          />
        </Field>
        <Field label={aw('password')}>
          <input
            type="password"
            name="login-password"
            autoComplete="current-password"
            maxLength={200}
            required
            value={password}
            onInput={(e) => setPassword(value(e))}
          />
        </Field>
        <div class="actions">
          <button type="submit" data-testid="sign-in-password" disabled={busy}>
            {aw('signInPassword')}
          </button>
        </div>
        <OutcomeLine outcome={outcome} id="sign-in-error" />
      </form>
    </section>
  );
}

/** An account: its user name, passkeys and password, and a passkey to add on this device. */
export function AccountFacts({ me }: { me: Me }) {
  const [outcome, busy, act] = useAction();
  return (
    <section class="panel account-section" aria-labelledby="facts-title" data-testid="account">
      <h2 id="facts-title">{aw('signInWays')}</h2>
      <ul class="facts">
        {me.username ? <li>{aw('signedInAs', { username: me.username })}</li> : null}
        <li data-testid="passkey-count">{aw('passkeys', { n: String(me.passkeys) })}</li>
        <li>{aw(me.password ? 'passwordSet' : 'noPassword')}</li>
      </ul>
      <div class="actions">
        <button
          type="button"
          data-testid="add-passkey"
          disabled={busy || !passkeysWork()}
          onClick={() =>
            void act(async () => {
              await registerPasskey();
              return aw('passkeyAdded');
            })
          }
        >
          {aw('addPasskey')}
        </button>
      </div>
      {passkeysWork() ? null : <p class="muted">{aw('err-no-passkeys')}</p>}
      <OutcomeLine outcome={outcome} id="passkey-error" />
    </section>
  );
}

export { useAction };
