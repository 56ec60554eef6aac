// /me: who this browser is. The name (editable); for a guest, saving the account (passkey or
// password) and signing in as an account from another device; for an account, its facts, a
// passkey for this device, the public profile, signing out here or everywhere. For everyone:
// My games, downloading my data, deleting my account (after a confirming step).

import { useEffect, useRef, useState } from 'preact/hooks';
import { lang, t } from '../i18n.ts';
import { linkClick } from '../router.ts';
import { deleteAccount, errorText, signOut } from './auth.ts';
import { AccountFacts, ClaimForms, OutcomeLine, SignInForms, useAction } from './forms.tsx';
import type { Outcome } from './forms.tsx';
import { loadMe, rename, useMe } from './me.ts';
import type { Me } from './me.ts';
import { aw } from './words.ts';
import './account.css';

const dateOf = (ms: number) =>
  new Date(ms).toLocaleDateString(lang() === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long' });

function NameForm({ me }: { me: Me }) {
  const [name, setName] = useState(me.name);
  const [outcome, busy, act] = useAction();
  useEffect(() => setName(me.name), [me.id, me.name]);
  return (
    <form
      class="panel account-section"
      aria-labelledby="name-title"
      onSubmit={(e) => {
        e.preventDefault();
        void act(async () => {
          await rename(name);
          return aw('saved');
        });
      }}
    >
      <h2 id="name-title">
        <label for="me-name-field">{aw('nameTitle')}</label>
      </h2>
      <div class="inline">
        <input
          id="me-name-field"
          name="name"
          maxLength={40}
          autoComplete="nickname"
          required
          aria-describedby="me-name-hint"
          value={name}
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
        <button type="submit" class="primary" data-testid="save-name" disabled={busy}>
          {aw('save')}
        </button>
      </div>
      <p class="muted small-print" id="me-name-hint">
        {aw('nameHint')}
      </p>
      <OutcomeLine outcome={outcome} id="name-error" />
    </form>
  );
}

function SignOut({ onOut }: { onOut: (text: string) => void }) {
  const [outcome, busy, act] = useAction();
  const out = (everywhere: boolean) =>
    void act(async () => {
      await signOut(everywhere);
      onOut(aw('signedOut'));
      return '';
    });
  return (
    <section class="panel account-section" aria-labelledby="out-title">
      <h2 id="out-title">{aw('sessions')}</h2>
      <div class="choice">
        <button type="button" data-testid="sign-out" disabled={busy} onClick={() => out(false)}>
          {aw('signOut')}
        </button>
        <span class="muted">{aw('signOutExplain')}</span>
      </div>
      <div class="choice">
        <button type="button" data-testid="sign-out-all" disabled={busy} onClick={() => out(true)}>
          {aw('signOutAll')}
        </button>
        <span class="muted">{aw('signOutAllExplain')}</span>
      </div>
      <OutcomeLine outcome={outcome} id="sign-out-error" />
    </section>
  );
}

function YourData({ guest, onGone }: { guest: boolean; onGone: (text: string) => void }) {
  const explain = aw(guest ? 'deleteGuestExplain' : 'deleteExplain');
  const [asking, setAsking] = useState(false);
  const [outcome, busy, act] = useAction();
  const sure = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (asking) sure.current?.focus();
  }, [asking]);
  return (
    <section class="panel account-section" aria-labelledby="data-title">
      <h2 id="data-title">{aw('yourData')}</h2>
      <div class="choice">
        <a
          class="button"
          href="/api/me/export"
          download="moontable-my-data.json"
          data-testid="export"
        >
          {aw('download')}
        </a>
        <span class="muted">{aw('downloadExplain')}</span>
      </div>
      {asking ? (
        <div class="confirm" data-testid="delete-confirm">
          <p ref={sure} tabIndex={-1}>
            <strong>{aw('deleteSure')}</strong>
          </p>
          <p class="muted">{explain}</p>
          <div class="actions">
            <button
              type="button"
              class="danger"
              data-testid="delete-yes"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  await deleteAccount();
                  setAsking(false);
                  onGone(aw('deleted'));
                  return '';
                })
              }
            >
              {aw('deleteYes')}
            </button>
            <button type="button" onClick={() => setAsking(false)}>
              {aw('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div class="choice">
          <button type="button" data-testid="delete" onClick={() => setAsking(true)}>
            {aw('deleteAccount')}
          </button>
          <span class="muted">{explain}</span>
        </div>
      )}
      <OutcomeLine outcome={outcome} id="delete-error" />
    </section>
  );
}

export function MePage() {
  const me = useMe();
  const [failed, setFailed] = useState<string | null>(null);
  /** What happened to the whole identity (signed out, deleted): said at the top. */
  const [news, setNews] = useState<Outcome>({});
  useEffect(() => {
    document.title = `${aw('title')} – Moontable`;
    loadMe().catch((e: unknown) => setFailed(errorText(e)));
    return () => {
      document.title = 'Moontable';
    };
  }, []);
  if (!me)
    return failed ? (
      <p class="error" role="alert">
        {failed}
      </p>
    ) : (
      <p class="muted">{t('loading')}</p>
    );
  const guest = me.kind === 'guest';
  const profile = me.username ? `/players/${encodeURIComponent(me.username)}` : '';
  return (
    <div class="account" data-testid="me" data-kind={me.kind}>
      <div class="account-head">
        <h1>{aw('title')}</h1>
        <p data-testid="me-name">
          <strong>{me.name}</strong>
          {' · '}
          <span class="muted">{aw('memberSince', { date: dateOf(me.since) })}</span>
        </p>
        <p>{guest ? aw('guestIntro') : aw('accountIntro')}</p>
        <div class="actions">
          <a class="button primary" href="/me/games" onClick={linkClick('/me/games')}>
            {aw('myGames')}
          </a>
          {me.username ? (
            <a
              class="button"
              href={profile}
              onClick={linkClick(profile)}
              data-testid="profile-link"
            >
              {aw('profile')}
            </a>
          ) : null}
          <a
            class="button"
            href="/notifications"
            onClick={linkClick('/notifications')}
            data-testid="notifications-link"
          >
            {aw('notifications')}
          </a>
        </div>
        <OutcomeLine outcome={news} id="me-news" />
      </div>
      <div class="account-columns">
        <div>
          <NameForm me={me} />
          {guest ? <ClaimForms /> : <AccountFacts me={me} />}
        </div>
        <div>
          {guest ? <SignInForms /> : <SignOut onOut={(done) => setNews({ done })} />}
          <YourData guest={guest} onGone={(done) => setNews({ done })} />
        </div>
      </div>
    </div>
  );
}
