// The rules help: a "Rules" button that opens a modal dialog with the game's rules in the page's
// language. The texts are loaded on first use (a chunk per language), so the first page stays
// small. The native <dialog> keeps focus inside, closes on Escape and gives focus back.

import { useEffect, useRef, useState } from 'preact/hooks';
import { lang, t } from './i18n.ts';
import { linkClick } from './router.ts';
import type { Lang } from './i18n.ts';
import type { GameRules, RulesBook } from '../../src/games/rules-help/types.ts';

const loaded = new Map<Lang, Promise<RulesBook>>();

/** The rules texts of one language; imported once, then cached. */
export function loadRules(l: Lang): Promise<RulesBook> {
  let book = loaded.get(l);
  if (!book) {
    book = (
      l === 'de'
        ? import('../../src/games/rules-help/de.ts')
        : import('../../src/games/rules-help/en.ts')
    ).then((m) => m.default);
    book.catch(() => loaded.delete(l)); // a failed download may be retried
    loaded.set(l, book);
  }
  return book;
}

function RulesBody({ rules }: { rules: GameRules }) {
  return (
    <>
      <p class="rules-summary">{rules.summary}</p>
      {rules.sections.map((s) => (
        <section key={s.kind} data-section={s.kind}>
          <h3>{s.heading}</h3>
          <ul>
            {s.points.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function RulesDialog({ game, onClose }: { game: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [book, setBook] = useState<RulesBook | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    let live = true;
    loadRules(lang())
      .then((b) => live && setBook(b))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  const rules = book?.[game];
  return (
    <dialog
      ref={ref}
      class="rules-dialog"
      data-testid="rules"
      aria-labelledby="rules-title"
      onClose={onClose}
    >
      <div class="rules-head">
        <h2 id="rules-title">
          {t('rulesOf')} {rules?.title ?? game}
        </h2>
        <button
          type="button"
          data-testid="rules-close"
          autoFocus
          onClick={() => ref.current?.close()}
        >
          {t('close')}
        </button>
      </div>
      <p class="rules-learn">
        <a
          class="button"
          href={`/learn/${game}`}
          data-testid="rules-learn"
          onClick={(e) => {
            ref.current?.close();
            linkClick(`/learn/${game}`)(e);
          }}
        >
          {t('learnToPlay')}
        </a>
      </p>
      {rules ? (
        <>
          <RulesBody rules={rules} />
          <section data-section="keys">
            <h3>{t('keysTitle')}</h3>
            <ul>
              <li>{t('keysTab')}</li>
              <li>{t('keysNumbers')}</li>
              <li>{t('keysHint')}</li>
            </ul>
          </section>
        </>
      ) : book ? (
        <p data-testid="no-rules">{t('noRules')}</p>
      ) : failed ? (
        <p class="error" role="alert">
          {t('loadFailed')}
        </p>
      ) : (
        <p class="muted">{t('loading')}</p>
      )}
    </dialog>
  );
}

/** The button that opens the rules of `game`; used on the table and in the lobby. */
export function RulesButton({ game }: { game: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        class="rules-button"
        data-testid="rules-open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('rulesHelp')}
      </button>
      {open ? <RulesDialog game={game} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
